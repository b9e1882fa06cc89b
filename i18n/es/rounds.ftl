# The rounds of the event (Spanish, the default).

# A round paired: its number (and name), how many pairings and byes.
round-paired = ronda { $round } emparejada: { $pairs ->
        [one] { $pairs } emparejamiento
       *[other] { $pairs } emparejamientos
    }, { $byes ->
        [one] { $byes } descanso
       *[other] { $byes } descansos
    }
