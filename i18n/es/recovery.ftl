# What a restart found (Spanish, the default).

# How many records were replayed, up to what session time ($at, h:mm:ss).
recovered = Sesión recuperada del diario: { $records ->
        [one] { $records } orden
       *[other] { $records } órdenes
    }, hasta { $at } de sesión
# How long the stage was down.
recovered-down = ; { $minutes } min { $seconds } s desde la última orden
# The boards whose clocks were paused ($boards: their numbers, $count: how many).
recovered-paused = ; { $count ->
        [one] relojes pausados en el tablero { $boards }
       *[other] relojes pausados en los tableros { $boards }
    } — reanude con F2 (o Mayús+F2 todos).
# Before a torn record that was dropped.
recovered-warning = Aviso
