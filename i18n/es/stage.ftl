# The stage's notices (Spanish, the default).

# A window whose monitor is not connected ($asked as the config writes it,
# from 0; $connected monitors there are).
monitor-missing = pantalla «{ $window }»: pide `monitor = { $asked }` pero { $connected ->
        [one] hay { $connected } monitor conectado
       *[other] hay { $connected } monitores conectados
    }, numerados desde 0; se abre en una ventana junto a las demás

## src/stage/bracket_screen.rs

bracket-screen-league-place = { $place }.º de la liga
bracket-screen-group-group-place = { $place }.º del grupo { $group }
bracket-screen-winner-tie = Ganador { $tie }
bracket-screen-loser-tie = Perdedor { $tie }
bracket-screen-knockout = Eliminatoria
bracket-screen-this-event-has-no-knockout = Este torneo no tiene eliminatoria

## src/stage/categories_screen.rs

categories-screen-category-trophies = Trofeos por categoría
categories-screen-this-event-has-no-categories = Este torneo no tiene categorías: `categories` en [tournament]
categories-screen-nobody = (nadie)

## src/stage/mod.rs

stage-round-round-waiting-pairings = Ronda { $round }: esperando los emparejamientos

## src/stage/crosstable_screen.rs

crosstable-screen-crosstable = Tabla cruzada

## src/stage/bughouse_screen.rs

bughouse-screen-table = Mesa
bughouse-screen-board = tablero
bughouse-screen-won-by = gana
bughouse-screen-draw = tablas
bughouse-screen-board-b-piece-dropped-with = Tablero { $b }: la pieza puesta con jaque se puede retirar

## src/app/error.rs

error-no-display-server-neither-display =
    no hay servidor gráfico: ni DISPLAY ni WAYLAND_DISPLAY están definidos, así que no se puede abrir ninguna ventana.
    {"  "}En una máquina sin pantalla, abre las ventanas bajo Xvfb (`xvfb-run -a megxadrez stage`),
    {"  "}dibuja una pantalla en un PNG con `megxadrez screenshot`, o usa `megxadrez console`.
error-x-display-display-does-not = la pantalla X { $display } no responde: ¿está en marcha su servidor X (o Xvfb)?
error-no-graphics-adapter-why-install =
    no hay adaptador gráfico: { $why }.
    {"  "}Instala un controlador Vulkan; sin GPU sirve el renderizador por software de Mesa (paquete mesa-vulkan-drivers de Debian/Ubuntu, con libvulkan1).
error-no-screen-called-name2-config = no hay ninguna pantalla «{ $name }» en la configuración; sus pantallas son: { $known }
error-cannot-write-display-reason = no se puede escribir { $display }: { $reason }
error-renderer-produced-no-picture-after = el renderizador no produjo ninguna imagen tras { $n } fotogramas

## src/stage/logos.rs

logos-cannot-read = no se puede leer el logotipo { $file }: { $reason }; la pantalla sigue sin él
logos-not-an-image = { $file } no es una imagen PNG o JPEG que se pueda leer; la pantalla sigue sin él
logos-sponsors-title = Con el apoyo de
