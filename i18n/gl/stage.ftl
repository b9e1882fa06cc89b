# The stage's notices (Galician).

# A window whose monitor is not connected ($asked as the config writes it,
# from 0; $connected monitors there are).
monitor-missing = pantalla «{ $window }»: pide `monitor = { $asked }` pero { $connected ->
        [one] hai { $connected } monitor conectado
       *[other] hai { $connected } monitores conectados
    }, numerados desde 0; ábrese nunha xanela xunto ás demais
