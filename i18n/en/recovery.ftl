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

## src/store/mod.rs

store-earlier-phases-config-refused-e = the earlier phase's config is refused: { $e }
store-earlier-phases-journal-shown-cannot = the earlier phase's journal in { $shown } cannot be read: { $why }

## src/store/recovery.rs

recovery-cannot-create-journal-folder-path = cannot create the journal folder { $path }: { $why }
recovery-path-record-seq-no-longer = { $path }: record #{ $seq } no longer applies to this config: { $reason }
recovery-journal-other-event = { $path } is another event's journal: “{ $theirs }” (started with { $config }); this config is “{ $ours }”. Nothing was touched. Give this event its own journal (--journal FOLDER); if it truly is the same event under another name, the arbiter confirms it by starting with --same-event (noted in the journal).
recovery-journal-other-settings = { $path } is the journal of “{ $name }” (started with { $config }) with other rules: the format, time control, rounds, boards or number of players changed. Nothing was touched. If it is the same event with its config corrected, the arbiter confirms it by starting with --same-event (noted in the journal); if not, use another journal (--journal FOLDER).
recovery-cannot-write-live-pgn = cannot write the live PGN { $path }: { $why }. No command was journaled: let the journal's folder be written or use another (--journal FOLDER).
codes-key-unreadable = the table codes' key { $path } cannot be used: { $why }
codes-key-damaged = { $path } holds no table codes' key (64 hexadecimal digits): it is damaged; if no cards were printed with it, delete it and another is made
codes-key-missing = { $path } does not exist: the table codes' key is made by the stage when it starts with [network] on this journal; start it once (`megxadrez stage --config … --journal …`) and ask for the cards again
