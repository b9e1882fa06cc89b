# What a restart found (Galician).

# How many records were replayed, up to what session time ($at, h:mm:ss).
recovered = Sesión recuperada do diario: { $records ->
        [one] { $records } orde
       *[other] { $records } ordes
    }, ata { $at } de sesión
# How long the stage was down.
recovered-down = ; { $minutes } min { $seconds } s desde a última orde
# The boards whose clocks were paused ($boards: their numbers, $count: how many).
recovered-paused = ; { $count ->
        [one] reloxos pausados no taboleiro { $boards }
       *[other] reloxos pausados nos taboleiros { $boards }
    } — retome con F2 (ou Maiús+F2 todos).
# Before a torn record that was dropped.
recovered-warning = Aviso

## src/store/mod.rs

store-earlier-phases-config-refused-e = a configuración da fase anterior non vale: { $e }
store-earlier-phases-journal-shown-cannot = o diario da fase anterior en { $shown } non se pode ler: { $why }

## src/store/recovery.rs

recovery-cannot-create-journal-folder-path = non se pode crear o cartafol do diario { $path }: { $why }
recovery-path-record-seq-no-longer = { $path }: o rexistro #{ $seq } xa non vale con esta configuración: { $reason }
recovery-journal-other-event = { $path } é o diario doutro evento: «{ $theirs }» (comezado con { $config }); esta configuración é «{ $ours }». Non se tocou nada. Dálle a este evento o seu propio diario (--journal CARTAFOL); se de verdade é o mesmo evento con outro nome, o árbitro confírmao arrancando con --same-event (queda anotado no diario).
recovery-journal-other-settings = { $path } é o diario de «{ $name }» (comezado con { $config }) con outras regras: formato, ritmo, roldas, taboleiros ou número de xogadores cambiaron. Non se tocou nada. Se é o mesmo evento coa configuración corrixida, o árbitro confírmao arrancando con --same-event (queda anotado no diario); se non, usa outro diario (--journal CARTAFOL).
recovery-cannot-write-live-pgn = non se pode escribir o PGN en directo { $path }: { $why }. Non se anotou ningunha orde: dálle permiso de escritura ao cartafol do diario ou usa outro (--journal CARTAFOL).
codes-key-unreadable = non se pode usar a clave dos códigos de mesa { $path }: { $why }
codes-key-damaged = { $path } non garda unha clave de códigos de mesa (64 cifras hexadecimais): está danado; se non se imprimiron tarxetas con ela, bórreo e farase outra
codes-key-missing = { $path } non existe: a clave dos códigos de mesa créaa o escenario ao arrancar con [network] sobre este diario; arránqueo unha vez (`megxadrez stage --config … --journal …`) e volva pedir as tarxetas
