# What a restart found (English).

# How many records were replayed, up to what session time ($at, h:mm:ss).
recovered = Session recovered from the journal: { $records ->
        [one] { $records } command
       *[other] { $records } commands
    }, up to { $at } of session time
# How long the stage was down.
recovered-down = ; { $minutes } min { $seconds } s since the last command
# The boards whose clocks were paused ($boards: their numbers, $count: how many).
recovered-paused = ; clocks paused on { $count ->
        [one] board { $boards }
       *[other] boards { $boards }
    } — resume with F2 (or Shift+F2 for all).
# Before a torn record that was dropped.
recovered-warning = Warning
