# The rounds of the event (English).

# A round paired: its number (and name), how many pairings and byes.
round-paired = round { $round } paired: { $pairs ->
        [one] { $pairs } pairing
       *[other] { $pairs } pairings
    }, { $byes ->
        [one] { $byes } bye
       *[other] { $byes } byes
    }
