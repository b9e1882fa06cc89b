# The rounds of the event (Galician).

# A round paired: its number (and name), how many pairings and byes.
round-paired = rolda { $round } emparellada: { $pairs ->
        [one] { $pairs } emparellamento
       *[other] { $pairs } emparellamentos
    }, { $byes ->
        [one] { $byes } descanso
       *[other] { $byes } descansos
    }
