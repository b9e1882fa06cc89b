# The first-event wizard (`megxadrez new`) and the config it writes.

## crates/core/src/config/draft.rs

draft-no-players = escriba o equipo e os seus xogadores: «Equipo: xogador, xogador, …»
draft-team-exactly = { $given } xogadores: un equipo deste evento ten { $least }
draft-team-size = { $given } xogadores: un equipo deste evento ten de { $least } a { $most }
draft-team-at-least = { $given } xogadores: un equipo deste evento ten polo menos { $least }
draft-rating = «{ $rating }» non é un elo (de 0 a 3500)
draft-born = «{ $born }» non é un ano de nacemento
draft-twice = «{ $name }» xa está na lista
draft-not-a-number = «{ $field }» non é un elo nin un ano de nacemento (un nome leva como moito unha coma: «Apelidos, Nome»)
draft-screen-main = principal
draft-screen-tables = mesas
draft-screen-boards = taboleiros
draft-screen-standings = clasificacion
draft-screen-bracket = cadro
draft-screen-crosstable = cruzada
draft-screen-round = rolda
draft-kind-children = liga infantil por equipos con final Armagedón no taboleiro xigante (bases 000)
draft-kind-school = encontros escolares por equipos a 4 taboleiros (bases 001)
draft-kind-bughouse = suízo por parellas de bughouse (bases 002)
draft-kind-rapid = suízo individual de xadrez rápido (bases 004)
draft-head =
    Configuración escrita por `megxadrez new`: { $kind }.
    Cámbiea con calquera editor de texto e compróbea con `megxadrez check`.
draft-comment-entrants = Os xogadores, na orde do ranking inicial (elo, se non alfabética).
draft-comment-event = O evento: nome, tipo, lugar e lingua das pantallas (es, gl ou en).
draft-comment-teams = Os equipos e os seus xogadores, en orde.
draft-comment-screens =
    As pantallas dos proxectores: o portátil é o monitor 0 e os
    proxectores o 1, o 2…; unha pantalla sen o seu monitor ábrese nunha xanela.
draft-comment-network =
    Os teléfonos da sala: a páxina das pantallas (/), a do locutor
    (/announcer, coa súa clave) e as mesas remotas (/table). A clave do
    operador mándao todo: non lla dea a ninguén máis. O escenario di os
    enderezos e as claves ao arrancar.
draft-comment-rules = Reloxo, regras, xogadas ilegais e puntuación das bases { $seed }.
draft-comment-knockout = Tras a liga, eliminatoria dos catro primeiros, con partido polo terceiro posto.
draft-comment-school = A fase zonal: a súa estrutura sae do número de equipos.
draft-comment-swiss = Suízo polo sistema holandés da FIDE.

## src/commands/new.rs

new-welcome = MegXadrez Stage: preparemos un evento. Cada resposta pódese corrixir despois no ficheiro que se escribe ao final.
new-language = Idioma · Lingua · Language — es, gl, en [es]:
new-language-again = es, gl, en
new-kinds =
    Tipos de evento:
      1  liga infantil por equipos, eliminatoria e final Armagedón no taboleiro xigante (bases 000)
      2  encontros escolares por equipos a 4 taboleiros (bases 001)
      3  suízo por parellas de bughouse (bases 002)
      4  suízo individual de xadrez rápido (bases 004)
new-kind = Tipo de evento [1-4]:
new-kind-again = escriba 1, 2, 3 ou 4
new-name = Nome do evento:
new-site = Lugar (pode quedar baleiro):
new-not-empty = a resposta non pode quedar baleira
new-one-line = sen tabuladores nin caracteres de control: escriba todo nunha liña
new-teams =
    Os equipos, un por liña: «Equipo: xogador, xogador, …» ({ $least } a { $most } xogadores, en orde),
    ou con «;» se os nomes levan coma: «Equipo: García, Ana; Rey, Iria; …»;
    unha liña baleira ao final. Ou @ficheiro.csv (unha fila por equipo: equipo,xogador,xogador,…).
new-teams-exactly =
    Os equipos, un por liña: «Equipo: xogador, xogador» ({ $least } xogadores),
    ou con «;» se os nomes levan coma: «Equipo: García, Ana; Rey, Iria»;
    unha liña baleira ao final. Ou @ficheiro.csv (unha fila por equipo: equipo,xogador,xogador).
new-players =
    Os xogadores, un por liña: «Apelidos, Nome», e se se sabe o seu elo e ano de nacemento:
    «García López, Ana, 1890, 2009»; un número só entre 1900 e este ano é o ano («Álvarez, Uxía, 2013»),
    un elo só neses números leva a coma do ano baleiro («Pérez, Ana, 1950,»);
    unha liña baleira ao final. Ou @ficheiro.csv (nome,elo,ano) ou @ficheiro.trf.
new-read-rating = elo { $rating }
new-read-no-rating = sen elo
new-read-born = ano de nacemento { $born }
new-read-no-born = sen ano de nacemento
new-read-file =
    { $count ->
        [one] lido 1 participante
       *[other] lidos { $count } participantes
    }
new-too-few =
    { $count ->
        [one] hai 1 participante: fan falta polo menos 2
       *[other] hai { $count } participantes: fan falta polo menos 2
    }
new-file-unreadable = non se pode ler { $file }: { $why }
new-file-line = { $file }, liña { $line }: { $why }
new-trf-for-teams = un ficheiro TRF trae xogadores, non equipos: use @ficheiro.csv
new-short = Nome curto de «{ $name }» para as pantallas (Intro: ningún):
new-short-not-shorter = o nome curto ten que ser máis curto ca «{ $name }»
new-short-taken = «{ $short }» xa é o nome doutro equipo
new-rounds = Número de roldas [1-{ $most }] ({ $default }):
new-rounds-again = escriba un número de 1 a { $most }
new-screens = Cantos proxectores? [1-{ $most }] (1):
new-screens-again = escriba un número de 1 a { $most }
new-network = Seguirán o evento teléfonos da sala (locutor, espello das pantallas)? [s/N]:
new-network-again = escriba s ou n
# The answers read as yes and as no, separated by spaces.
new-yes-words = s si sí y yes
new-no-words = n non no
new-file = Ficheiro da configuración [{ $file }]:
new-file-exists = { $file } xa existe: escriba outro nome (nunca se sobrescribe)
new-file-unwritable = non se pode escribir { $file }: { $why }
new-written =
    Configuración escrita en { $file }.
    Compróbea:               megxadrez check { $file }
    Ábrea no escenario:      megxadrez stage { $file }
new-input-ended = a entrada rematou antes de responder a todas as preguntas: non se escribiu nada
