# The first-event wizard (`megxadrez new`) and the config it writes.

## crates/core/src/config/draft.rs

draft-no-players = escriba el equipo y sus jugadores: «Equipo: jugador, jugador, …»
draft-team-exactly = { $given } jugadores: un equipo de este evento tiene { $least }
draft-team-size = { $given } jugadores: un equipo de este evento tiene de { $least } a { $most }
draft-team-at-least = { $given } jugadores: un equipo de este evento tiene al menos { $least }
draft-rating = «{ $rating }» no es un elo (de 0 a 3500)
draft-born = «{ $born }» no es un año de nacimiento
draft-twice = «{ $name }» ya está en la lista
draft-not-a-number = «{ $field }» no es un elo ni un año de nacimiento (un nombre lleva como mucho una coma: «Apellidos, Nombre»)
draft-screen-main = principal
draft-screen-tables = mesas
draft-screen-boards = tableros
draft-screen-standings = clasificacion
draft-screen-bracket = cuadro
draft-screen-crosstable = cruzada
draft-screen-round = ronda
draft-kind-children = liga infantil por equipos con final Armagedón en el tablero gigante (bases 000)
draft-kind-school = encuentros escolares por equipos a 4 tableros (bases 001)
draft-kind-bughouse = suizo por parejas de bughouse (bases 002)
draft-kind-rapid = suizo individual de ajedrez rápido (bases 004)
draft-head =
    Configuración escrita por `megxadrez new`: { $kind }.
    Cámbiela con cualquier editor de texto y compruébela con `megxadrez check`.
draft-comment-entrants = Los jugadores, en el orden del ranking inicial (elo, si no alfabético).
draft-comment-event = El evento: nombre, tipo, lugar e idioma de las pantallas (es, gl o en).
draft-comment-teams = Los equipos y sus jugadores, en orden.
draft-comment-screens =
    Las pantallas de los proyectores: el portátil es el monitor 0 y los
    proyectores el 1, el 2…; una pantalla sin su monitor se abre en una ventana.
draft-comment-network =
    Los teléfonos de la sala: la página de las pantallas (/), la del locutor
    (/announcer, con su clave) y las mesas remotas (/table). La clave del
    operador lo manda todo: no la dé a nadie más. Las direcciones y las claves
    las dice el escenario al arrancar.
draft-comment-rules = Reloj, reglas, jugadas ilegales y puntuación de las bases { $seed }.
draft-comment-knockout = Tras la liga, eliminatoria de los cuatro primeros, con partido por el tercer puesto.
draft-comment-school = La fase zonal: su estructura sale del número de equipos.
draft-comment-swiss = Suizo por el sistema holandés de la FIDE.

## src/commands/new.rs

new-welcome = MegXadrez Stage: preparemos un evento. Cada respuesta se puede corregir después en el fichero que se escribe al final.
new-language = Idioma · Lingua · Language — es, gl, en [es]:
new-language-again = es, gl, en
new-kinds =
    Tipos de evento:
      1  liga infantil por equipos, eliminatoria y final Armagedón en el tablero gigante (bases 000)
      2  encuentros escolares por equipos a 4 tableros (bases 001)
      3  suizo por parejas de bughouse (bases 002)
      4  suizo individual de ajedrez rápido (bases 004)
new-kind = Tipo de evento [1-4]:
new-kind-again = escriba 1, 2, 3 o 4
new-name = Nombre del evento:
new-site = Lugar (puede quedar vacío):
new-not-empty = la respuesta no puede quedar vacía
new-one-line = sin tabuladores ni caracteres de control: escriba todo en una línea
new-teams =
    Los equipos, uno por línea: «Equipo: jugador, jugador, …» ({ $least } a { $most } jugadores, en orden),
    o con «;» si los nombres llevan coma: «Equipo: García, Ana; Rey, Iria; …»;
    una línea vacía al final. O @fichero.csv (una fila por equipo: equipo,jugador,jugador,…).
new-teams-exactly =
    Los equipos, uno por línea: «Equipo: jugador, jugador» ({ $least } jugadores),
    o con «;» si los nombres llevan coma: «Equipo: García, Ana; Rey, Iria»;
    una línea vacía al final. O @fichero.csv (una fila por equipo: equipo,jugador,jugador).
new-players =
    Los jugadores, uno por línea: «Apellidos, Nombre», y si se sabe su elo y año de nacimiento:
    «García López, Ana, 1890, 2009»; un número solo entre 1900 y este año es el año («Álvarez, Uxía, 2013»),
    un elo solo en esos números lleva la coma del año vacío («Pérez, Ana, 1950,»);
    una línea vacía al final. O @fichero.csv (nombre,elo,año) o @fichero.trf.
new-read-rating = elo { $rating }
new-read-no-rating = sin elo
new-read-born = año de nacimiento { $born }
new-read-no-born = sin año de nacimiento
new-read-file =
    { $count ->
        [one] leído 1 participante
       *[other] leídos { $count } participantes
    }
new-too-few =
    { $count ->
        [one] hay 1 participante: hacen falta al menos 2
       *[other] hay { $count } participantes: hacen falta al menos 2
    }
new-file-unreadable = no se puede leer { $file }: { $why }
new-file-line = { $file }, línea { $line }: { $why }
new-trf-for-teams = un fichero TRF trae jugadores, no equipos: use @fichero.csv
new-short = Nombre corto de «{ $name }» para las pantallas (Intro: ninguno):
new-short-not-shorter = el nombre corto ha de ser más corto que «{ $name }»
new-short-taken = «{ $short }» ya es el nombre de otro equipo
new-rounds = Número de rondas [1-{ $most }] ({ $default }):
new-rounds-again = escriba un número de 1 a { $most }
new-screens = ¿Cuántos proyectores? [1-{ $most }] (1):
new-screens-again = escriba un número de 1 a { $most }
new-network = ¿Seguirán el evento teléfonos de la sala (locutor, espejo de las pantallas)? [s/N]:
new-network-again = escriba s o n
# The answers read as yes and as no, separated by spaces.
new-yes-words = s si sí y yes
new-no-words = n no
new-file = Fichero de la configuración [{ $file }]:
new-file-exists = { $file } ya existe: escriba otro nombre (nunca se sobrescribe)
new-file-unwritable = no se puede escribir { $file }: { $why }
new-written =
    Configuración escrita en { $file }.
    Compruébela:             megxadrez check { $file }
    Ábrala en el escenario:  megxadrez stage { $file }
new-input-ended = la entrada terminó antes de responder a todas las preguntas: no se escribió nada
