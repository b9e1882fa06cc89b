# The stage's notices (Spanish, the default).

# A window whose monitor is not connected ($asked as the config writes it,
# from 0; $connected monitors there are).
monitor-missing = pantalla «{ $window }»: pide `monitor = { $asked }` pero { $connected ->
        [one] hay { $connected } monitor conectado
       *[other] hay { $connected } monitores conectados
    }, numerados desde 0; se abre en una ventana junto a las demás
