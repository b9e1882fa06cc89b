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

## src/store/mod.rs

store-earlier-phases-config-refused-e = la configuración de la fase anterior no vale: { $e }
store-earlier-phases-journal-shown-cannot = el diario de la fase anterior en { $shown } no se puede leer: { $why }

## src/store/recovery.rs

recovery-cannot-create-journal-folder-path = no se puede crear la carpeta del diario { $path }: { $why }
recovery-path-record-seq-no-longer = { $path }: el registro #{ $seq } ya no vale con esta configuración: { $reason }
recovery-journal-other-event = { $path } es el diario de otro evento: «{ $theirs }» (empezado con { $config }); esta configuración es «{ $ours }». Nada se ha tocado. Da a este evento su propio diario (--journal CARPETA); si de verdad es el mismo evento con otro nombre, el árbitro lo confirma arrancando con --same-event (queda anotado en el diario).
recovery-journal-other-settings = { $path } es el diario de «{ $name }» (empezado con { $config }) con otras reglas: formato, ritmo, rondas, tableros o número de jugadores han cambiado. Nada se ha tocado. Si es el mismo evento con la configuración corregida, el árbitro lo confirma arrancando con --same-event (queda anotado en el diario); si no, usa otro diario (--journal CARPETA).
recovery-cannot-write-live-pgn = no se puede escribir el PGN en directo { $path }: { $why }. No se ha anotado ninguna orden: dé permiso de escritura a la carpeta del diario o use otra (--journal CARPETA).
codes-key-unreadable = no se puede usar la clave de los códigos de mesa { $path }: { $why }
codes-key-damaged = { $path } no guarda una clave de códigos de mesa (64 cifras hexadecimales): está dañado; si no se imprimieron tarjetas con ella, bórrelo y se hará otra
codes-key-missing = { $path } no existe: la clave de los códigos de mesa la crea el escenario al arrancar con [network] sobre este diario; arránquelo una vez (`megxadrez stage --config … --journal …`) y vuelva a pedir las tarjetas
