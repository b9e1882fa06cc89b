# The stage's notices (English).

# A window whose monitor is not connected ($asked as the config writes it,
# from 0; $connected monitors there are).
monitor-missing = screen "{ $window }": asks for `monitor = { $asked }` but { $connected ->
        [one] { $connected } monitor is connected
       *[other] { $connected } monitors are connected
    }, numbered from 0; it opens in a window beside the others
