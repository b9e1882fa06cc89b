# The stage's notices (Galician).

# A window whose monitor is not connected ($asked as the config writes it,
# from 0; $connected monitors there are).
monitor-missing = pantalla «{ $window }»: pide `monitor = { $asked }` pero { $connected ->
        [one] hai { $connected } monitor conectado
       *[other] hai { $connected } monitores conectados
    }, numerados desde 0; ábrese nunha xanela xunto ás demais

## src/stage/bracket_screen.rs

bracket-screen-league-place = { $place }.º da liga
bracket-screen-group-group-place = { $place }.º do grupo { $group }
bracket-screen-winner-tie = Gañador { $tie }
bracket-screen-loser-tie = Perdedor { $tie }
bracket-screen-knockout = Eliminatoria
bracket-screen-this-event-has-no-knockout = Este torneo non ten eliminatoria

## src/stage/categories_screen.rs

categories-screen-category-trophies = Trofeos por categoría
categories-screen-this-event-has-no-categories = Este torneo non ten categorías: `categories` en [tournament]
categories-screen-nobody = (ninguén)

## src/stage/mod.rs

stage-round-round-waiting-pairings = Rolda { $round }: agardando polos emparellamentos

## src/stage/crosstable_screen.rs

crosstable-screen-crosstable = Táboa cruzada

## src/stage/bughouse_screen.rs

bughouse-screen-table = Mesa
bughouse-screen-board = taboleiro
bughouse-screen-won-by = gaña
bughouse-screen-draw = táboas
bughouse-screen-board-b-piece-dropped-with = Taboleiro { $b }: a peza posta con xaque pódese retirar

## src/app/error.rs

error-no-display-server-neither-display =
    non hai servidor gráfico: nin DISPLAY nin WAYLAND_DISPLAY están definidos, así que non se pode abrir ningunha xanela.
    {"  "}Nunha máquina sen pantalla, abre as xanelas baixo Xvfb (`xvfb-run -a megxadrez stage`),
    {"  "}debuxa unha pantalla nun PNG con `megxadrez screenshot`, ou usa `megxadrez console`.
error-x-display-display-does-not = a pantalla X { $display } non responde: está en marcha o seu servidor X (ou Xvfb)?
error-no-graphics-adapter-why-install =
    non hai adaptador gráfico: { $why }.
    {"  "}Instala un controlador Vulkan; sen GPU serve o renderizador por software de Mesa (paquete mesa-vulkan-drivers de Debian/Ubuntu, con libvulkan1).
error-no-screen-called-name2-config = non hai ningunha pantalla «{ $name }» na configuración; as súas pantallas son: { $known }
error-cannot-write-display-reason = non se pode escribir { $display }: { $reason }
error-renderer-produced-no-picture-after = o renderizador non produciu ningunha imaxe tras { $n } fotogramas

## src/stage/logos.rs

logos-cannot-read = non se pode ler o logotipo { $file }: { $reason }; a pantalla segue sen el
logos-not-an-image = { $file } non é unha imaxe PNG ou JPEG que se poida ler; a pantalla segue sen el
logos-sponsors-title = Co apoio de
