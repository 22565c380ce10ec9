<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name />
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>A card not named</source>
        <translation>A card not named</translation>
    </message>
    <message>
        <source>Which card this was was not entered at the table.</source>
        <translation>Which card this was was not entered at the table.</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>Cards: {count}, top first (the pile is never shuffled back):</source>
        <translation>Cards: {count}, top first (the pile is never shuffled back):</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>&amp;Seats (in playing order)</source>
        <translation>&amp;Seats (in playing order)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Seat {n}: name</source>
        <translation>Seat {n}: name</translation>
    </message>
    <message>
        <source>Seat {n}: computer level</source>
        <translation>Seat {n}: computer level</translation>
    </message>
    <message>
        <source>&amp;Advanced: seed and first player</source>
        <translation>&amp;Advanced: seed and first player</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>&amp;Card set:</source>
        <translation>&amp;Card set:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Seat {n}</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;First player:</translation>
    </message>
    <message>
        <source>Always ask for reactions (hides whether a player holds one)</source>
        <translation>Always ask for reactions (hides whether a player holds one)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <source>Seat {n}: human or computer</source>
        <translation>Seat {n}: human or computer</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Card set</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Turn limit</translation>
    </message>
    <message>
        <source>&amp;Turn limit:</source>
        <translation>&amp;Turn limit:</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>The same seed, card set and moves give the same game.</source>
        <translation>The same seed, card set and moves give the same game.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>First player</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Chosen at random</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>Seat {n}: {name}</translation>
    </message>
    <message>
        <source>Please type your name for the first seat.</source>
        <translation>Please type your name for the first seat.</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Every seat needs a name.</translation>
    </message>
    <message>
        <source>Seat {n}: a name is text on one line, without control characters.</source>
        <translation>Seat {n}: a name is text on one line, without control characters.</translation>
    </message>
    <message>
        <source>A game played from phones needs at least one human seat.</source>
        <translation>A game played from phones needs at least one human seat.</translation>
    </message>
    <message>
        <source>Two seats have the same name: give each player their own.</source>
        <translation>Two seats have the same name: give each player their own.</translation>
    </message>
    <message>
        <source>There is no card set to play with.</source>
        <translation>There is no card set to play with.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>That is not possible now.</translation>
    </message>
    <message>
        <source>{action}: click the player to target (highlighted). Esc cancels.</source>
        <translation>{action}: click the player to target (highlighted). Esc cancels.</translation>
    </message>
    <message>
        <source>Click the star who gets the film {film} (highlighted). Esc cancels.</source>
        <translation>Click the star who gets the film {film} (highlighted). Esc cancels.</translation>
    </message>
    <message>
        <source>Click the star who gets the film (highlighted). Esc cancels.</source>
        <translation>Click the star who gets the film (highlighted). Esc cancels.</translation>
    </message>
    <message>
        <source>{action}: click which of {name}'s stars receives it. Esc cancels.</source>
        <translation>{action}: click which of {name}'s stars receives it. Esc cancels.</translation>
    </message>
    <message>
        <source>{action}: click the star of yours who receives it. Esc cancels.</source>
        <translation>{action}: click the star of yours who receives it. Esc cancels.</translation>
    </message>
    <message>
        <source>{action}: click a rival star to outshine (highlighted). Esc cancels.</source>
        <translation>{action}: click a rival star to outshine (highlighted). Esc cancels.</translation>
    </message>
    <message>
        <source>{action}: click its target on the table (highlighted). Esc cancels.</source>
        <translation>{action}: click its target on the table (highlighted). Esc cancels.</translation>
    </message>
    <message>
        <source>Choose the target of the award you revealed.</source>
        <translation>Choose the target of the award you revealed.</translation>
    </message>
    <message>
        <source>Respond: play a reaction from your hand or a star's reaction, or Pass.</source>
        <translation>Respond: play a reaction from your hand or a star's reaction, or Pass.</translation>
    </message>
    <message>
        <source>You have left the game: you had no star on the table in the final showdown.</source>
        <translation>You have left the game: you had no star on the table in the final showdown.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Waiting for {name}.</translation>
    </message>
    <message>
        <source>Choose the award you give back.</source>
        <translation>Choose the award you give back.</translation>
    </message>
    <message>
        <source>Selected: {names}. Choose an action, or click a rival star to outshine.</source>
        <translation>Selected: {names}. Choose an action, or click a rival star to outshine.</translation>
    </message>
    <message>
        <source>Select one or more of your stars, then an action; or play a card from your hand.</source>
        <translation>Select one or more of your stars, then an action; or play a card from your hand.</translation>
    </message>
    <message>
        <source>No one is playing from this screen.</source>
        <translation>No one is playing from this screen.</translation>
    </message>
    <message>
        <source>Make a film</source>
        <translation>Make a film</translation>
    </message>
    <message>
        <source>Outshine with {star}</source>
        <translation>Outshine with {star}</translation>
    </message>
    <message>
        <source>{star}'s ability</source>
        <translation>{star}'s ability</translation>
    </message>
    <message>
        <source>{name} cannot be chosen for this.</source>
        <translation>{name} cannot be chosen for this.</translation>
    </message>
    <message>
        <source>To outshine a rival star, first select exactly one of {name}'s stars.</source>
        <translation>To outshine a rival star, first select exactly one of {name}'s stars.</translation>
    </message>
    <message>
        <source>To outshine a rival star, first select exactly one of your stars.</source>
        <translation>To outshine a rival star, first select exactly one of your stars.</translation>
    </message>
    <message>
        <source>Make &amp;film</source>
        <translation>Make &amp;film</translation>
    </message>
    <message>
        <source>&amp;Buy award</source>
        <translation>&amp;Buy award</translation>
    </message>
    <message>
        <source>&amp;Outshine</source>
        <translation>&amp;Outshine</translation>
    </message>
    <message>
        <source>Use &amp;ability</source>
        <translation>Use &amp;ability</translation>
    </message>
    <message>
        <source>&amp;Pass (respond with nothing)</source>
        <translation>&amp;Pass (respond with nothing)</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;End turn</translation>
    </message>
    <message>
        <source>No hints in a table game: the app does not know the cards in the players' hands.</source>
        <translation>No hints in a table game: the app does not know the cards in the players' hands.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>BEFORE WE START</source>
        <translation>BEFORE WE START</translation>
    </message>
    <message>
        <source>For adults only</source>
        <translation>For adults only</translation>
    </message>
    <message>
        <source>Red Light is a card game for adults (18+). Please confirm that you are 18 or older.</source>
        <translation>Red Light is a card game for adults (18+). Please confirm that you are 18 or older.</translation>
    </message>
    <message>
        <source>I am 18 or older</source>
        <translation>I am 18 or older</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>&amp;Game log</source>
        <translation>&amp;Game log</translation>
    </message>
    <message>
        <source>Could not list saved games: {error}</source>
        <translation>Could not list saved games: {error}</translation>
    </message>
    <message>
        <source>{owner}'s {star} (psyche {psyche}, charisma {charisma}, fame {fame})</source>
        <translation>{owner}'s {star} (psyche {psyche}, charisma {charisma}, fame {fame})</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} and {second}</translation>
    </message>
    <message>
        <source>(does not count toward the four)</source>
        <translation>(does not count toward the four)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>New &amp;table game…</source>
        <translation>New &amp;table game…</translation>
    </message>
    <message>
        <source>Play with &amp;phones…</source>
        <translation>Play with &amp;phones…</translation>
    </message>
    <message>
        <source>&amp;Start page (resume a game)</source>
        <translation>&amp;Start page (resume a game)</translation>
    </message>
    <message>
        <source>Car&amp;d sets…</source>
        <translation>Car&amp;d sets…</translation>
    </message>
    <message>
        <source>&amp;Look back at a game…</source>
        <translation>&amp;Look back at a game…</translation>
    </message>
    <message>
        <source>Export lo&amp;g…</source>
        <translation>Export lo&amp;g…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istics…</translation>
    </message>
    <message>
        <source>End by &amp;agreement…</source>
        <translation>End by &amp;agreement…</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>&amp;Close game</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Add a star</source>
        <translation>Add a star</translation>
    </message>
    <message>
        <source>Add an event</source>
        <translation>Add an event</translation>
    </message>
    <message>
        <source>Add a film</source>
        <translation>Add a film</translation>
    </message>
    <message>
        <source>Add an award</source>
        <translation>Add an award</translation>
    </message>
    <message>
        <source>Added a star: type its name.</source>
        <translation>Added a star: type its name.</translation>
    </message>
    <message>
        <source>Added an event: type its name.</source>
        <translation>Added an event: type its name.</translation>
    </message>
    <message>
        <source>Added a film: type its name.</source>
        <translation>Added a film: type its name.</translation>
    </message>
    <message>
        <source>Added an award: type its name.</source>
        <translation>Added an award: type its name.</translation>
    </message>
    <message numerus="yes">
        <source>{n} stars</source>
        <translation>
            <numerusform>{n} star</numerusform>
            <numerusform>{n} stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} events</source>
        <translation>
            <numerusform>{n} event</numerusform>
            <numerusform>{n} events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} films</source>
        <translation>
            <numerusform>{n} film</numerusform>
            <numerusform>{n} films</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} awards</source>
        <translation>
            <numerusform>{n} award</numerusform>
            <numerusform>{n} awards</numerusform>
        </translation>
    </message>
    <message>
        <source>New set from &amp;scratch</source>
        <translation>New set from &amp;scratch</translation>
    </message>
    <message>
        <source>Start an empty card set</source>
        <translation>Start an empty card set</translation>
    </message>
    <message>
        <source>&amp;Copy the demo set</source>
        <translation>&amp;Copy the demo set</translation>
    </message>
    <message>
        <source>Start from a copy of the shipped demo set</source>
        <translation>Start from a copy of the shipped demo set</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>&amp;Import JSON…</translation>
    </message>
    <message>
        <source>Import a card set file</source>
        <translation>Import a card set file</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>&amp;Export JSON…</translation>
    </message>
    <message>
        <source>Export this card set to a file</source>
        <translation>Export this card set to a file</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Store this set (a new version when it changed; stored sets are never overwritten)</source>
        <translation>Store this set (a new version when it changed; stored sets are never overwritten)</translation>
    </message>
    <message>
        <source>&amp;Use for new games</source>
        <translation>&amp;Use for new games</translation>
    </message>
    <message>
        <source>Save the set and use it for new games</source>
        <translation>Save the set and use it for new games</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Undo the last change</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>&amp;Add card</translation>
    </message>
    <message>
        <source>Add a card of the selected kind</source>
        <translation>Add a card of the selected kind</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicate</translation>
    </message>
    <message>
        <source>Duplicate the selected card</source>
        <translation>Duplicate the selected card</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Delete the selected card</source>
        <translation>Delete the selected card</translation>
    </message>
    <message>
        <source>&amp;Find a card</source>
        <translation>&amp;Find a card</translation>
    </message>
    <message>
        <source>Next &amp;problem</source>
        <translation>Next &amp;problem</translation>
    </message>
    <message>
        <source>Go to the next problem</source>
        <translation>Go to the next problem</translation>
    </message>
    <message>
        <source>Set &amp;name:</source>
        <translation>Set &amp;name:</translation>
    </message>
    <message>
        <source>The name of your box, e.g. “My box”</source>
        <translation>The name of your box, e.g. “My box”</translation>
    </message>
    <message>
        <source>Award costs:</source>
        <translation>Award costs:</translation>
    </message>
    <message>
        <source>Fame needed for a player's 1st, 2nd, 3rd and 4th award</source>
        <translation>Fame needed for a player's 1st, 2nd, 3rd and 4th award</translation>
    </message>
    <message>
        <source>Show card &amp;ids (advanced)</source>
        <translation>Show card &amp;ids (advanced)</translation>
    </message>
    <message>
        <source>Ids name cards in saved games and scenario files; the app makes them from the names.</source>
        <translation>Ids name cards in saved games and scenario files; the app makes them from the names.</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Add card</translation>
    </message>
    <message>
        <source>Form of the card: {kind}</source>
        <translation>Form of the card: {kind}</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>New set</translation>
    </message>
    <message>
        <source>&amp;Open a stored set</source>
        <translation>&amp;Open a stored set</translation>
    </message>
    <message>
        <source>Open stored</source>
        <translation>Open stored</translation>
    </message>
    <message>
        <source>Open a card set kept in the store</source>
        <translation>Open a card set kept in the store</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>&amp;Set</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Card</translation>
    </message>
    <message>
        <source>Card set #{id} could not be opened: {error}</source>
        <translation>Card set #{id} could not be opened: {error}</translation>
    </message>
    <message>
        <source>A new, empty set: add at least one card of each kind.</source>
        <translation>A new, empty set: add at least one card of each kind.</translation>
    </message>
    <message>
        <source>The demo set could not be read</source>
        <translation>The demo set could not be read</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Copy of {name}</translation>
    </message>
    <message>
        <source>A copy of the demo set: change what your box has.</source>
        <translation>A copy of the demo set: change what your box has.</translation>
    </message>
    <message>
        <source>The card set could not be opened</source>
        <translation>The card set could not be opened</translation>
    </message>
    <message>
        <source>The store cannot be read: {error}</source>
        <translation>The store cannot be read: {error}</translation>
    </message>
    <message>
        <source>No card sets stored yet</source>
        <translation>No card sets stored yet</translation>
    </message>
    <message>
        <source>used for new games</source>
        <translation>used for new games</translation>
    </message>
    <message>
        <source>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</source>
        <translation>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>No problems.</translation>
    </message>
    <message>
        <source>{n} different</source>
        <translation>{n} different</translation>
    </message>
    <message>
        <source>enough for 2 players</source>
        <translation>enough for 2 players</translation>
    </message>
    <message>
        <source>enough for 2 to {n} players</source>
        <translation>enough for 2 to {n} players</translation>
    </message>
    <message numerus="yes">
        <source>{n} more stars</source>
        <translation>
            <numerusform>{n} more star</numerusform>
            <numerusform>{n} more stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} more events</source>
        <translation>
            <numerusform>{n} more event</numerusform>
            <numerusform>{n} more events</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough for a game yet: 2 players need {cards}</source>
        <translation>not enough for a game yet: 2 players need {cards}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nothing to undo.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Undone.</translation>
    </message>
    <message>
        <source>Your turn, turn {turn}.</source>
        <translation>Your turn, turn {turn}.</translation>
    </message>
    <message>
        <source>{name}'s turn.</source>
        <translation>{name}'s turn.</translation>
    </message>
    <message>
        <source>Game over: {why}</source>
        <translation>Game over: {why}</translation>
    </message>
    <message>
        <source>You may respond: {what}. Play a reaction, or Pass ({key}).</source>
        <translation>You may respond: {what}. Play a reaction, or Pass ({key}).</translation>
    </message>
    <message>
        <source>{name} may respond: {what}.</source>
        <translation>{name} may respond: {what}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nothing to redo.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Redone.</translation>
    </message>
    <message>
        <source>New card set</source>
        <translation>New card set</translation>
    </message>
    <message>
        <source>The set cannot be saved</source>
        <translation>The set cannot be saved</translation>
    </message>
    <message>
        <source>The set could not be saved</source>
        <translation>The set could not be saved</translation>
    </message>
    <message>
        <source>Saved as “{name}” (#{id}).</source>
        <translation>Saved as “{name}” (#{id}).</translation>
    </message>
    <message>
        <source>Nothing new to store: this is “{name}” (#{id}).</source>
        <translation>Nothing new to store: this is “{name}” (#{id}).</translation>
    </message>
    <message>
        <source>…and {n} more; the problems list shows them all.</source>
        <translation>…and {n} more; the problems list shows them all.</translation>
    </message>
    <message numerus="yes">
        <source>Fix these {n} problems first:</source>
        <translation>
            <numerusform>Fix this problem first:</numerusform>
            <numerusform>Fix these {n} problems first:</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough cards for a game</source>
        <translation>Not enough cards for a game</translation>
    </message>
    <message>
        <source>The set is stored, but a game needs at least 2 stars and 8 events (a star and 4 events for each player).</source>
        <translation>The set is stored, but a game needs at least 2 stars and 8 events (a star and 4 events for each player).</translation>
    </message>
    <message>
        <source>New games will use “{name}” (#{id}), for 2 to {n} players.</source>
        <translation>New games will use “{name}” (#{id}), for 2 to {n} players.</translation>
    </message>
    <message>
        <source>The file could not be read</source>
        <translation>The file could not be read</translation>
    </message>
    <message>
        <source>The card set was not imported</source>
        <translation>The card set was not imported</translation>
    </message>
    <message>
        <source>“{file}” was not imported, and nothing was stored:</source>
        <translation>“{file}” was not imported, and nothing was stored:</translation>
    </message>
    <message>
        <source>The card set could not be stored</source>
        <translation>The card set could not be stored</translation>
    </message>
    <message>
        <source>Imported “{file}” as “{name}” (#{id}).</source>
        <translation>Imported “{file}” as “{name}” (#{id}).</translation>
    </message>
    <message>
        <source>“{file}” was already stored as “{name}” (#{id}); opened it.</source>
        <translation>“{file}” was already stored as “{name}” (#{id}); opened it.</translation>
    </message>
    <message>
        <source>The set cannot be exported</source>
        <translation>The set cannot be exported</translation>
    </message>
    <message>
        <source>The file could not be written</source>
        <translation>The file could not be written</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Exported to {path}.</translation>
    </message>
    <message>
        <source>Import a card set</source>
        <translation>Import a card set</translation>
    </message>
    <message>
        <source>Card sets (*.json);;All files (*)</source>
        <translation>Card sets (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Export the card set</source>
        <translation>Export the card set</translation>
    </message>
    <message>
        <source>Card sets (*.json)</source>
        <translation>Card sets (*.json)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>untitled</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved.</source>
        <translation>“{name}” has changes that are not saved.</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>This set</translation>
    </message>
    <message>
        <source>Save them as a new version first?</source>
        <translation>Save them as a new version first?</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Card sets</translation>
    </message>
    <message numerus="yes">
        <source>used by {n} saved games</source>
        <translation>
            <numerusform>used by {n} saved game</numerusform>
            <numerusform>used by {n} saved games</numerusform>
        </translation>
    </message>
    <message>
        <source>Not stored yet</source>
        <translation>Not stored yet</translation>
    </message>
    <message>
        <source>Save (Ctrl+S) keeps it in the store</source>
        <translation>Save (Ctrl+S) keeps it in the store</translation>
    </message>
    <message>
        <source>Changed since #{id} “{name}”</source>
        <translation>Changed since #{id} “{name}”</translation>
    </message>
    <message>
        <source>saving makes a new version</source>
        <translation>saving makes a new version</translation>
    </message>
    <message>
        <source>Stored as #{id} “{name}”</source>
        <translation>Stored as #{id} “{name}”</translation>
    </message>
    <message>
        <source>Stored sets are never changed: saving an edited set makes a new version, and saved games keep the version they were started with.</source>
        <translation>Stored sets are never changed: saving an edited set makes a new version, and saved games keep the version they were started with.</translation>
    </message>
    <message>
        <source>&amp;Cancel selection / target</source>
        <translation>&amp;Cancel selection / target</translation>
    </message>
    <message>
        <source>Select your &amp;star</source>
        <translation>Select your &amp;star</translation>
    </message>
    <message>
        <source>Star or target {n}</source>
        <translation>Star or target {n}</translation>
    </message>
    <message>
        <source>Play a ca&amp;rd from your hand</source>
        <translation>Play a ca&amp;rd from your hand</translation>
    </message>
    <message>
        <source>Card {n}</source>
        <translation>Card {n}</translation>
    </message>
    <message>
        <source>Play an any-time event out of &amp;turn</source>
        <translation>Play an any-time event out of &amp;turn</translation>
    </message>
    <message>
        <source>Out of turn: next human player</source>
        <translation>Out of turn: next human player</translation>
    </message>
    <message>
        <source>Look through the &amp;discard pile</source>
        <translation>Look through the &amp;discard pile</translation>
    </message>
    <message>
        <source>&amp;Hint: what would a good player do?</source>
        <translation>&amp;Hint: what would a good player do?</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Search the rules</source>
        <translation>&amp;Search the rules</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Theme</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Follow the &amp;system</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Undo: {entry}</source>
        <translation>Undo: {entry}</translation>
    </message>
    <message>
        <source>&amp;Undo: {entry}</source>
        <translation>&amp;Undo: {entry}</translation>
    </message>
    <message>
        <source>player · any of her owner's stars, hand or awards is targeted</source>
        <translation>player · any of her owner's stars, hand or awards is targeted</translation>
    </message>
    <message>
        <source>star · only when she herself is targeted</source>
        <translation>star · only when she herself is targeted</translation>
    </message>
    <message>
        <source>green · psyche</source>
        <translation>green · psyche</translation>
    </message>
    <message>
        <source>red · charisma</source>
        <translation>red · charisma</translation>
    </message>
    <message>
        <source>blue · fame</source>
        <translation>blue · fame</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>gold</translation>
    </message>
    <message>
        <source>silver · negative</source>
        <translation>silver · negative</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Passive</source>
        <translation>Passive</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reaction</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1st</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2nd</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3rd</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4th</translation>
    </message>
    <message>
        <source>Fame for the {ordinal} award</source>
        <translation>Fame for the {ordinal} award</translation>
    </message>
    <message>
        <source>Fame needed for a player's {ordinal} award</source>
        <translation>Fame needed for a player's {ordinal} award</translation>
    </message>
    <message>
        <source>The name printed on the card</source>
        <translation>The name printed on the card</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>An id holds at most {limit} characters; the rest was left out.</source>
        <translation>An id holds at most {limit} characters; the rest was left out.</translation>
    </message>
    <message>
        <source>Unique in the set. Games, logs and scenarios name cards by id; the 2nd copy of a card is ID#2, and so on.</source>
        <translation>Unique in the set. Games, logs and scenarios name cards by id; the 2nd copy of a card is ID#2, and so on.</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>The number of copies</source>
        <comment>number field as a subject</comment>
        <translation>The number of copies</translation>
    </message>
    <message>
        <source>How many of this card the box holds ({low} to {high})</source>
        <translation>How many of this card the box holds ({low} to {high})</translation>
    </message>
    <message>
        <source>C&amp;opies:</source>
        <translation>C&amp;opies:</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Card text</translation>
    </message>
    <message>
        <source>The card's words (shown in the game and the log)</source>
        <translation>The card's words (shown in the game and the log)</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message numerus="yes">
        <source>{n} copies</source>
        <translation>
            <numerusform>{n} copy</numerusform>
            <numerusform>{n} copies</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} copies: {ids}</source>
        <translation>{n} copies: {ids}</translation>
    </message>
    <message numerus="yes">
        <source>{n} problems on this card</source>
        <translation>
            <numerusform>{n} problem on this card</numerusform>
            <numerusform>{n} problems on this card</numerusform>
        </translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Values</translation>
    </message>
    <message>
        <source>Psyche</source>
        <comment>number field as a subject</comment>
        <translation>Psyche</translation>
    </message>
    <message>
        <source>Charisma</source>
        <comment>number field as a subject</comment>
        <translation>Charisma</translation>
    </message>
    <message>
        <source>Fame</source>
        <comment>number field as a subject</comment>
        <translation>Fame</translation>
    </message>
    <message>
        <source>&amp;Psyche:</source>
        <translation>&amp;Psyche:</translation>
    </message>
    <message>
        <source>C&amp;harisma:</source>
        <translation>C&amp;harisma:</translation>
    </message>
    <message>
        <source>&amp;Fame:</source>
        <translation>&amp;Fame:</translation>
    </message>
    <message>
        <source>The rulebook's psyche and charisma come in tens (50, 100); fame is the number of stars printed on the card.</source>
        <translation>The rulebook's psyche and charisma come in tens (50, 100); fame is the number of stars printed on the card.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Effect:</translation>
    </message>
    <message>
        <source>When a reaction ability is offered in its owner's response window</source>
        <translation>When a reaction ability is offered in its owner's response window</translation>
    </message>
    <message>
        <source>&amp;Answers:</source>
        <translation>&amp;Answers:</translation>
    </message>
    <message>
        <source>What the ability says</source>
        <translation>What the ability says</translation>
    </message>
    <message>
        <source>Ability te&amp;xt:</source>
        <translation>Ability te&amp;xt:</translation>
    </message>
    <message>
        <source>P&amp;layed:</source>
        <translation>P&amp;layed:</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effect</translation>
    </message>
    <message>
        <source>&amp;Effect:</source>
        <translation>&amp;Effect:</translation>
    </message>
    <message>
        <source>Targets are chosen by the player when the card is played. Protecting and cancelling work only as reactions.</source>
        <translation>Targets are chosen by the player when the card is played. Protecting and cancelling work only as reactions.</translation>
    </message>
    <message>
        <source>Co&amp;lour:</source>
        <translation>Co&amp;lour:</translation>
    </message>
    <message>
        <source>The bonus</source>
        <comment>number field as a subject</comment>
        <translation>The bonus</translation>
    </message>
    <message>
        <source>&amp;Bonus:</source>
        <translation>&amp;Bonus:</translation>
    </message>
    <message>
        <source>The fame required</source>
        <comment>number field as a subject</comment>
        <translation>The fame required</translation>
    </message>
    <message>
        <source>Fame &amp;required:</source>
        <translation>Fame &amp;required:</translation>
    </message>
    <message>
        <source>The bonus is added to the value of the film's colour; the fame required is what it takes to make the film.</source>
        <translation>The bonus is added to the value of the film's colour; the fame required is what it takes to make the film.</translation>
    </message>
    <message>
        <source>F&amp;rame:</source>
        <translation>F&amp;rame:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Its own cost row</source>
        <translation>Its own cost row</translation>
    </message>
    <message>
        <source>Costs:</source>
        <translation>Costs:</translation>
    </message>
    <message>
        <source>Revealed when drawn</source>
        <translation>Revealed when drawn</translation>
    </message>
    <message>
        <source>Counts toward the four that win</source>
        <translation>Counts toward the four that win</translation>
    </message>
    <message>
        <source>What the award does when played from hand or revealed; none for most awards.</source>
        <translation>What the award does when played from hand or revealed; none for most awards.</translation>
    </message>
    <message>
        <source>Fame needed for a player's 1st to 4th award when this is the one bought.</source>
        <translation>Fame needed for a player's 1st to 4th award when this is the one bought.</translation>
    </message>
    <message>
        <source>Uses the set's award costs ({costs}).</source>
        <translation>Uses the set's award costs ({costs}).</translation>
    </message>
    <message>
        <source>Select a card on the left, or add one with &lt;b&gt;Add card&lt;/b&gt; (Ctrl+N);&lt;br&gt;the arrow beside it picks the kind.</source>
        <translation>Select a card on the left, or add one with &lt;b&gt;Add card&lt;/b&gt; (Ctrl+N);&lt;br&gt;the arrow beside it picks the kind.</translation>
    </message>
    <message>
        <source>A companion for the card game Red Light: rules, saved games and digital play.</source>
        <translation>A companion for the card game Red Light: rules, saved games and digital play.</translation>
    </message>
    <message>
        <source>The saved games cannot be written here, so they can only be viewed.</source>
        <translation>The saved games cannot be written here, so they can only be viewed.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>The game cannot start</translation>
    </message>
    <message>
        <source>Close the game and set up a new one?</source>
        <translation>Close the game and set up a new one?</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game?</source>
        <translation>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game?</translation>
    </message>
    <message>
        <source>The game cannot be resumed</source>
        <translation>The game cannot be resumed</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Delete game</translation>
    </message>
    <message>
        <source>Delete this saved game for good?</source>
        <translation>Delete this saved game for good?</translation>
    </message>
    <message>
        <source>{giver} is still choosing an award to give back: if the game closes now, the move that asked for it is not made.</source>
        <translation>{giver} is still choosing an award to give back: if the game closes now, the move that asked for it is not made.</translation>
    </message>
    <message>
        <source>{giver} is still choosing an award to give back, so {player}'s {card} is not played yet: if the game closes now, the card goes back to {player}'s hand.</source>
        <translation>{giver} is still choosing an award to give back, so {player}'s {card} is not played yet: if the game closes now, the card goes back to {player}'s hand.</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Close game</translation>
    </message>
    <message>
        <source>Close the game anyway?</source>
        <translation>Close the game anyway?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Quit anyway?</source>
        <translation>Quit anyway?</translation>
    </message>
    <message>
        <source>End by agreement</source>
        <translation>End by agreement</translation>
    </message>
    <message>
        <source>Do all players agree to end the game now, with no winner?</source>
        <translation>Do all players agree to end the game now, with no winner?</translation>
    </message>
    <message numerus="yes">
        <source>Autosaved · {count} moves</source>
        <translation>
            <numerusform>Autosaved · {count} move</numerusform>
            <numerusform>Autosaved · {count} moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not saved · {count} moves</source>
        <translation>
            <numerusform>Not saved · {count} move</numerusform>
            <numerusform>Not saved · {count} moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Not saved</translation>
    </message>
    <message>
        <source>The move is not shown as made until it is saved. Continue without saving plays on, but nothing from now on is kept when you quit.</source>
        <translation>The move is not shown as made until it is saved. Continue without saving plays on, but nothing from now on is kept when you quit.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Retry</translation>
    </message>
    <message>
        <source>Continue &amp;without saving</source>
        <translation>Continue &amp;without saving</translation>
    </message>
    <message>
        <source>{player}'s {card}</source>
        <translation>{player}'s {card}</translation>
    </message>
    <message>
        <source>{name} gives back an award of their choice.</source>
        <translation>{name} gives back an award of their choice.</translation>
    </message>
    <message>
        <source>{name} revealed an award and chooses its target.</source>
        <translation>{name} revealed an award and chooses its target.</translation>
    </message>
    <message>
        <source>{name} may respond: it is their turn to answer.</source>
        <translation>{name} may respond: it is their turn to answer.</translation>
    </message>
    <message>
        <source>{name} asked to play an any-time event during the turn of {active}.</source>
        <translation>{name} asked to play an any-time event during the turn of {active}.</translation>
    </message>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>It is {name}'s turn.</translation>
    </message>
    <message>
        <source>HOT SEAT</source>
        <translation>HOT SEAT</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Pass to {name}</translation>
    </message>
    <message>
        <source>Everyone else, look away: {name}'s hand will be shown.</source>
        <translation>Everyone else, look away: {name}'s hand will be shown.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>I am {name}: show my hand</translation>
    </message>
    <message>
        <source>{name}, out of turn: play an any-time event from your hand, or press Done (Esc) to hand back.</source>
        <translation>{name}, out of turn: play an any-time event from your hand, or press Done (Esc) to hand back.</translation>
    </message>
    <message>
        <source>The final table. Esc goes back to the result.</source>
        <translation>The final table. Esc goes back to the result.</translation>
    </message>
    <message>
        <source>The result: {title}</source>
        <translation>The result: {title}</translation>
    </message>
    <message>
        <source>as {name}</source>
        <translation>as {name}</translation>
    </message>
    <message>
        <source>(only between two human players, with no window open)</source>
        <translation>(only between two human players, with no window open)</translation>
    </message>
    <message>
        <source>Not possible: {reason}</source>
        <translation>Not possible: {reason}</translation>
    </message>
    <message>
        <source>A hint is for the human player who must act now.</source>
        <translation>A hint is for the human player who must act now.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <source>Keep your cards for now.</source>
        <translation>Keep your cards for now.</translation>
    </message>
    <message>
        <source>Buy an award with {stars}.</source>
        <translation>Buy an award with {stars}.</translation>
    </message>
    <message>
        <source>Make a film with {stars}; it goes to {star}.</source>
        <translation>Make a film with {stars}; it goes to {star}.</translation>
    </message>
    <message>
        <source>Outshine {target} with {star}.</source>
        <translation>Outshine {target} with {star}.</translation>
    </message>
    <message>
        <source>Use the ability of {star}.</source>
        <translation>Use the ability of {star}.</translation>
    </message>
    <message>
        <source>Play your award {card} for its effect.</source>
        <translation>Play your award {card} for its effect.</translation>
    </message>
    <message>
        <source>Play {card}.</source>
        <translation>Play {card}.</translation>
    </message>
    <message>
        <source>Pass: let it resolve.</source>
        <translation>Pass: let it resolve.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>End your turn.</translation>
    </message>
    <message>
        <source>Target: {target}.</source>
        <translation>Target: {target}.</translation>
    </message>
    <message>
        <source>Against {player}.</source>
        <translation>Against {player}.</translation>
    </message>
    <message>
        <source>It can be your fourth award, and four awards win.</source>
        <translation>It can be your fourth award, and four awards win.</translation>
    </message>
    <message>
        <source>It brings you an award closer to the four that win (you hold {count}).</source>
        <translation>It brings you an award closer to the four that win (you hold {count}).</translation>
    </message>
    <message>
        <source>{star} gets a film, and a film makes a star stronger.</source>
        <translation>{star} gets a film, and a film makes a star stronger.</translation>
    </message>
    <message>
        <source>It removes {player}'s only star on the table, {star}.</source>
        <translation>It removes {player}'s only star on the table, {star}.</translation>
    </message>
    <message>
        <source>It removes {player}'s strongest star, {star} (fame {fame}).</source>
        <translation>It removes {player}'s strongest star, {star} (fame {fame}).</translation>
    </message>
    <message>
        <source>It removes {player}'s {star} (fame {fame}).</source>
        <translation>It removes {player}'s {star} (fame {fame}).</translation>
    </message>
    <message>
        <source>Her films ({count}) leave the table with her.</source>
        <translation>Her films ({count}) leave the table with her.</translation>
    </message>
    <message>
        <source>Choose the target</source>
        <translation>Choose the target</translation>
    </message>
    <message>
        <source>{name}, you revealed the award {award}. It takes effect now and is then shuffled back into the award deck.</source>
        <translation>{name}, you revealed the award {award}. It takes effect now and is then shuffled back into the award deck.</translation>
    </message>
    <message>
        <source>Its effect: {text}</source>
        <translation>Its effect: {text}</translation>
    </message>
    <message>
        <source>Choose its target:</source>
        <translation>Choose its target:</translation>
    </message>
    <message>
        <source>Aim {award} at {target}</source>
        <translation>Aim {award} at {target}</translation>
    </message>
    <message>
        <source>Choose the target of {award}</source>
        <translation>Choose the target of {award}</translation>
    </message>
    <message>
        <source>You keep your reactions for a better moment.</source>
        <translation>You keep your reactions for a better moment.</translation>
    </message>
    <message>
        <source>Nothing else you can do now scores better.</source>
        <translation>Nothing else you can do now scores better.</translation>
    </message>
    <message>
        <source>Holding back scores best right now.</source>
        <translation>Holding back scores best right now.</translation>
    </message>
    <message>
        <source>No hint this time: {error}</source>
        <translation>No hint this time: {error}</translation>
    </message>
    <message>
        <source>Hint: {move} Estimated win chance after it: {chance}%.</source>
        <translation>Hint: {move} Estimated win chance after it: {chance}%.</translation>
    </message>
    <message>
        <source>{hint} Why: {reason}</source>
        <translation>{hint} Why: {reason}</translation>
    </message>
    <message>
        <source>Games played now are not saved.</source>
        <translation>Games played now are not saved.</translation>
    </message>
    <message>
        <source>A journal file beside the saved games was not their own; both were moved to {path} (nothing was deleted) and the saved games go on as they were before it.</source>
        <translation>A journal file beside the saved games was not their own; both were moved to {path} (nothing was deleted) and the saved games go on as they were before it.</translation>
    </message>
    <message>
        <source>The saved-games file could not be read and was moved aside to {path}; a new one was started.</source>
        <translation>The saved-games file could not be read and was moved aside to {path}; a new one was started.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</translation>
    </message>
    <message>
        <source>The saved games in {folder} were written by a newer version of Red Light Companion and were left untouched. Update the app, or start it with --data-dir pointing at another folder.</source>
        <translation>The saved games in {folder} were written by a newer version of Red Light Companion and were left untouched. Update the app, or start it with --data-dir pointing at another folder.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing will be saved there: its saved games can be viewed (replayed) but not continued.</source>
        <translation>The data folder {folder} is read-only, so nothing will be saved there: its saved games can be viewed (replayed) but not continued.</translation>
    </message>
    <message>
        <source>The saved games file {folder} is read-only, so nothing will be saved to it: its saved games can be viewed (replayed) but not continued.</source>
        <translation>The saved games file {folder} is read-only, so nothing will be saved to it: its saved games can be viewed (replayed) but not continued.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing will be saved there, and its saved games cannot be shown:</source>
        <translation>The data folder {folder} is read-only, so nothing will be saved there, and its saved games cannot be shown:</translation>
    </message>
    <message>
        <source>The saved games file in {folder} is read-only, so nothing will be saved to it, and its saved games cannot be shown:</source>
        <translation>The saved games file in {folder} is read-only, so nothing will be saved to it, and its saved games cannot be shown:</translation>
    </message>
    <message>
        <source>they were written by a newer version of Red Light Companion; open them with that version.</source>
        <translation>they were written by a newer version of Red Light Companion; open them with that version.</translation>
    </message>
    <message>
        <source>the file cannot be read as it is (it is damaged, from an older version, or has another file's journal beside it), and setting it right would write to it. Copy the folder to one you may write to, and start with --data-dir pointing at the copy.</source>
        <translation>the file cannot be read as it is (it is damaged, from an older version, or has another file's journal beside it), and setting it right would write to it. Copy the folder to one you may write to, and start with --data-dir pointing at the copy.</translation>
    </message>
    <message>
        <source>Make film</source>
        <translation>Make film</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Buy award</source>
        <translation>Buy award</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Outshine</source>
        <translation>Outshine</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Esc closes this note.</source>
        <translation>Esc closes this note.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Ability</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Back to the result</source>
        <translation>Back to the result</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Key: {key}</translation>
    </message>
    <message>
        <source>+{count} more</source>
        <translation>+{count} more</translation>
    </message>
    <message>
        <source>Why this is not possible</source>
        <translation>Why this is not possible</translation>
    </message>
    <message>
        <source>Clear the name</source>
        <translation>Clear the name</translation>
    </message>
    <message>
        <source>An event (Ctrl+E)</source>
        <translation>An event (Ctrl+E)</translation>
    </message>
    <message>
        <source>Drew an event, kept secret</source>
        <translation>Drew an event, kept secret</translation>
    </message>
    <message>
        <source>nothing matches “{typed}”</source>
        <translation>nothing matches “{typed}”</translation>
    </message>
    <message>
        <source>Fame on the top film's back:</source>
        <translation>Fame on the top film's back:</translation>
    </message>
    <message>
        <source>Fame printed on the top film's back</source>
        <translation>Fame printed on the top film's back</translation>
    </message>
    <message>
        <source>Type the number printed on the back of the top film, then Enter or Set. A question mark: not entered yet.</source>
        <translation>Type the number printed on the back of the top film, then Enter or Set. A question mark: not entered yet.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Enter the fame on the top film's back</source>
        <translation>Enter the fame on the top film's back</translation>
    </message>
    <message>
        <source>End the stalled showdown</source>
        <translation>End the stalled showdown</translation>
    </message>
    <message>
        <source>End the showdown that stood still: the players still in share the win</source>
        <translation>End the showdown that stood still: the players still in share the win</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Export the game to a file</source>
        <translation>Export the game to a file</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Cancel (Esc)</translation>
    </message>
    <message>
        <source>Top film: fame {fame} entered</source>
        <translation>Top film: fame {fame} entered</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>the fame entered for the top film</comment>
        <translation>Change</translation>
    </message>
    <message>
        <source>Change the fame entered for the top film's back</source>
        <translation>Change the fame entered for the top film's back</translation>
    </message>
    <message>
        <source>Not possible:</source>
        <translation>Not possible:</translation>
    </message>
    <message>
        <source>Not possible now: {reason}</source>
        <translation>Not possible now: {reason}</translation>
    </message>
    <message>
        <source>rule {id}</source>
        <translation>rule {id}</translation>
    </message>
    <message>
        <source>event</source>
        <translation>event</translation>
    </message>
    <message>
        <source>award</source>
        <translation>award</translation>
    </message>
    <message>
        <source>star</source>
        <translation>star</translation>
    </message>
    <message>
        <source>film</source>
        <translation>film</translation>
    </message>
    <message>
        <source>action</source>
        <translation>action</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>The table</translation>
    </message>
    <message>
        <source>Table game · saved entries: {count}</source>
        <translation>Table game · saved entries: {count}</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Table mode</translation>
    </message>
    <message>
        <source>Follow a game played with real cards. Keys: E ends the turn, P passes, Esc cancels; other letters start a card's name.</source>
        <translation>Follow a game played with real cards. Keys: E ends the turn, P passes, Esc cancels; other letters start a card's name.</translation>
    </message>
    <message>
        <source>{star}'s ability (A)</source>
        <translation>{star}'s ability (A)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}.</source>
        <translation>Game over. Winner: {names}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {award} was revealed (A5). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} draws {count} more card: {award} was revealed (A5). Enter the star that came out, or an event.</numerusform>
            <numerusform>{name} draws {count} more cards: {award} was revealed (A5). Enter the star that came out, or an event.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {award} was played from the hand (E4). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} draws {count} more card: {award} was played from the hand (E4). Enter the star that came out, or an event.</numerusform>
            <numerusform>{name} draws {count} more cards: {award} was played from the hand (E4). Enter the star that came out, or an event.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {star}'s ability was used ({rule}). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} draws {count} more card: {star}'s ability was used ({rule}). Enter the star that came out, or an event.</numerusform>
            <numerusform>{name} draws {count} more cards: {star}'s ability was used ({rule}). Enter the star that came out, or an event.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {event} was played ({rule}). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} draws {count} more card: {event} was played ({rule}). Enter the star that came out, or an event.</numerusform>
            <numerusform>{name} draws {count} more cards: {event} was played ({rule}). Enter the star that came out, or an event.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} drew… ({count} to enter): the star that came out, or an event</source>
        <translation>{name} drew… ({count} to enter): the star that came out, or an event</translation>
    </message>
    <message>
        <source>Star name…</source>
        <translation>Star name…</translation>
    </message>
    <message>
        <source>Which award does {name} give back?</source>
        <translation>Which award does {name} give back?</translation>
    </message>
    <message>
        <source>Which film came up?</source>
        <translation>Which film came up?</translation>
    </message>
    <message>
        <source>Which award came up?</source>
        <translation>Which award came up?</translation>
    </message>
    <message>
        <source>Card name…</source>
        <translation>Card name…</translation>
    </message>
    <message>
        <source>{name} revealed {award} ({effect}). Which target did they choose?</source>
        <translation>{name} revealed {award} ({effect}). Which target did they choose?</translation>
    </message>
    <message>
        <source>Target…</source>
        <translation>Target…</translation>
    </message>
    <message>
        <source>Reaction played…</source>
        <translation>Reaction played…</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {stars} selected. Tap what they did, or a highlighted rival to outshine.</source>
        <translation>
            <numerusform>{name}: {stars} selected. Tap what she did, or a highlighted rival to outshine.</numerusform>
            <numerusform>{name}: {stars} selected. Tap what they did, or a highlighted rival to outshine.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}'s turn: tap their stars on the table, then what they did.</source>
        <translation>{name}'s turn: tap their stars on the table, then what they did.</translation>
    </message>
    <message>
        <source>Out of turn: tap a player's name, then what they played.</source>
        <translation>Out of turn: tap a player's name, then what they played.</translation>
    </message>
    <message>
        <source>Event played…</source>
        <translation>Event played…</translation>
    </message>
    <message>
        <source>Type a few letters of the card's name, then Enter.</source>
        <translation>Type a few letters of the card's name, then Enter.</translation>
    </message>
    <message>
        <source>No unseen film needs fame {fame}, as entered for the top film: every unseen film is offered. Check the fame on its back.</source>
        <translation>No unseen film needs fame {fame}, as entered for the top film: every unseen film is offered. Check the fame on its back.</translation>
    </message>
    <message>
        <source>Adjust {name}…</source>
        <translation>Adjust {name}…</translation>
    </message>
    <message>
        <source>Adjust…</source>
        <translation>Adjust…</translation>
    </message>
    <message>
        <source>No star is left unseen: the card drawn was an event.</source>
        <translation>No star is left unseen: the card drawn was an event.</translation>
    </message>
    <message>
        <source>Drew the star:</source>
        <translation>Drew the star:</translation>
    </message>
    <message>
        <source>{owner}'s {star}</source>
        <translation>{owner}'s {star}</translation>
    </message>
    <message>
        <source>Aimed at:</source>
        <translation>Aimed at:</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>reaction</translation>
    </message>
    <message>
        <source>{star}'s reaction ability</source>
        <translation>{star}'s reaction ability</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Played:</translation>
    </message>
    <message>
        <source>award from hand</source>
        <translation>award from hand</translation>
    </message>
    <message>
        <source>{name} played, out of turn:</source>
        <translation>{name} played, out of turn:</translation>
    </message>
    <message>
        <source>Played an event:</source>
        <translation>Played an event:</translation>
    </message>
    <message>
        <source>Made the film:</source>
        <translation>Made the film:</translation>
    </message>
    <message>
        <source>Bought the award:</source>
        <translation>Bought the award:</translation>
    </message>
    <message>
        <source>These stars can take no film or award now.</source>
        <translation>These stars can take no film or award now.</translation>
    </message>
    <message>
        <source>Select the stars first (number keys or a tap on their cards).</source>
        <translation>Select the stars first (number keys or a tap on their cards).</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Export the game</translation>
    </message>
    <message>
        <source>Red Light games (*.json)</source>
        <translation>Red Light games (*.json)</translation>
    </message>
    <message>
        <source>The game could not be exported: {error}</source>
        <translation>The game could not be exported: {error}</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>passive</translation>
    </message>
    <message>
        <source>{name}: psyche {psyche}, charisma {charisma}, fame {fame}</source>
        <translation>{name}: psyche {psyche}, charisma {charisma}, fame {fame}</translation>
    </message>
    <message>
        <source>, used</source>
        <translation>, used</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, selected</translation>
    </message>
    <message>
        <source>film {name}: +{bonus} {stat}</source>
        <translation>film {name}: +{bonus} {stat}</translation>
    </message>
    <message>
        <source>psy</source>
        <translation>psy</translation>
    </message>
    <message>
        <source>cha</source>
        <translation>cha</translation>
    </message>
    <message>
        <source>USED</source>
        <translation>USED</translation>
    </message>
    <message>
        <source>, not playable now</source>
        <translation>, not playable now</translation>
    </message>
    <message>
        <source>AWARD</source>
        <translation>AWARD</translation>
    </message>
    <message>
        <source>SILVER AWARD</source>
        <translation>SILVER AWARD</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(no text)</translation>
    </message>
    <message>
        <source>Awards toward the win, turn by turn</source>
        <translation>Awards toward the win, turn by turn</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {count} awards toward the win at the end</source>
        <translation>
            <numerusform>{name}: {count} award toward the win at the end</numerusform>
            <numerusform>{name}: {count} awards toward the win at the end</numerusform>
        </translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turn</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Draw cards</translation>
    </message>
    <message>
        <source>Take the top film</source>
        <translation>Take the top film</translation>
    </message>
    <message>
        <source>Take the top award</source>
        <translation>Take the top award</translation>
    </message>
    <message>
        <source>Buy one more award this turn</source>
        <translation>Buy one more award this turn</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>Change a value</translation>
    </message>
    <message>
        <source>Make a used star ready again</source>
        <translation>Make a used star ready again</translation>
    </message>
    <message>
        <source>Discard a star</source>
        <translation>Discard a star</translation>
    </message>
    <message>
        <source>Steal a film</source>
        <translation>Steal a film</translation>
    </message>
    <message>
        <source>Make a player give back an award</source>
        <translation>Make a player give back an award</translation>
    </message>
    <message>
        <source>Make a player discard at random</source>
        <translation>Make a player discard at random</translation>
    </message>
    <message>
        <source>Steal a random event</source>
        <translation>Steal a random event</translation>
    </message>
    <message>
        <source>Skip a player's next turn</source>
        <translation>Skip a player's next turn</translation>
    </message>
    <message>
        <source>Protect: cancel what targets you</source>
        <translation>Protect: cancel what targets you</translation>
    </message>
    <message>
        <source>Cancel the event</source>
        <translation>Cancel the event</translation>
    </message>
    <message>
        <source>Several steps, in order</source>
        <translation>Several steps, in order</translation>
    </message>
    <message>
        <source>Settled by the players (no automation)</source>
        <translation>Settled by the players (no automation)</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Count</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>Lasts</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>psyche</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>charisma</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>fame</translation>
    </message>
    <message>
        <source>until the end of the turn</source>
        <translation>until the end of the turn</translation>
    </message>
    <message>
        <source>What the effect does</source>
        <translation>What the effect does</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— none —</translation>
    </message>
    <message>
        <source>+ Add a step</source>
        <translation>+ Add a step</translation>
    </message>
    <message>
        <source>{verb} (unknown)</source>
        <translation>{verb} (unknown)</translation>
    </message>
    <message>
        <source>The count</source>
        <comment>number field as a subject</comment>
        <translation>The count</translation>
    </message>
    <message>
        <source>The amount</source>
        <comment>number field as a subject</comment>
        <translation>The amount</translation>
    </message>
    <message>
        <source>Added to the value: negative lowers it</source>
        <translation>Added to the value: negative lowers it</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— choose —</translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>Step {number}</translation>
    </message>
    <message>
        <source>Move this step up</source>
        <translation>Move this step up</translation>
    </message>
    <message>
        <source>Move this step down</source>
        <translation>Move this step down</translation>
    </message>
    <message>
        <source>Remove this step</source>
        <translation>Remove this step</translation>
    </message>
    <message>
        <source>the top award's row is {row}</source>
        <translation>the top award's row is {row}</translation>
    </message>
    <message>
        <source>this card set's row is {row}</source>
        <translation>this card set's row is {row}</translation>
    </message>
    <message>
        <source>YOUR TURN</source>
        <translation>YOUR TURN</translation>
    </message>
    <message>
        <source>ANY TIME</source>
        <translation>ANY TIME</translation>
    </message>
    <message>
        <source>REACTION</source>
        <translation>REACTION</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>ACTION</translation>
    </message>
    <message>
        <source>PASSIVE</source>
        <translation>PASSIVE</translation>
    </message>
    <message>
        <source>not counting toward the four</source>
        <translation>not counting toward the four</translation>
    </message>
    <message>
        <source>Always ask for reactions</source>
        <translation>Always ask for reactions</translation>
    </message>
    <message>
        <source>this star</source>
        <translation>this star</translation>
    </message>
    <message>
        <source>her player</source>
        <translation>her player</translation>
    </message>
    <message>
        <source>four awards in hand</source>
        <translation>four awards in hand</translation>
    </message>
    <message>
        <source>the last player left in the final showdown</source>
        <translation>the last player left in the final showdown</translation>
    </message>
    <message>
        <source>the showdown stood still for a whole round</source>
        <translation>the showdown stood still for a whole round</translation>
    </message>
    <message>
        <source>the players agreed to end the game</source>
        <translation>the players agreed to end the game</translation>
    </message>
    <message>
        <source>the turn limit was reached</source>
        <translation>the turn limit was reached</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Look at the table</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Start page</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back the last decision.</source>
        <translation>Ctrl+Z takes back the last decision.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>{names} win!</translation>
    </message>
    <message>
        <source>the last players in the final showdown all left it at the same moment, so nobody was left to win</source>
        <translation>the last players in the final showdown all left it at the same moment, so nobody was left to win</translation>
    </message>
    <message numerus="yes">
        <source>Why: {reason}, after {turns} turns.</source>
        <translation>
            <numerusform>Why: {reason}, after {turns} turn.</numerusform>
            <numerusform>Why: {reason}, after {turns} turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>Awards that count toward the win</source>
        <translation>Awards that count toward the win</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>No winner</translation>
    </message>
    <message>
        <source>the game ended</source>
        <translation>the game ended</translation>
    </message>
    <message>
        <source>The showdown stood still: {names} share the win.</source>
        <translation>The showdown stood still: {names} share the win.</translation>
    </message>
    <message>
        <source>Stars on the table</source>
        <translation>Stars on the table</translation>
    </message>
    <message>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <source>awards: {count}</source>
        <translation>awards: {count}</translation>
    </message>
    <message>
        <source>awards: {count} ({counting} toward the win)</source>
        <translation>awards: {count} ({counting} toward the win)</translation>
    </message>
    <message>
        <source>{player}: {awards}, {stars}, {films}.</source>
        <translation>{player}: {awards}, {stars}, {films}.</translation>
    </message>
    <message>
        <source>stars on the table: {count}</source>
        <translation>stars on the table: {count}</translation>
    </message>
    <message>
        <source>films: {count}</source>
        <translation>films: {count}</translation>
    </message>
    <message>
        <source>Search…</source>
        <translation>Search…</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Search the rules</translation>
    </message>
    <message>
        <source>Type words to find them, or a rule's id (such as R1) to go to that rule.</source>
        <translation>Type words to find them, or a rule's id (such as R1) to go to that rule.</translation>
    </message>
    <message>
        <source>{count} found</source>
        <translation>{count} found</translation>
    </message>
    <message>
        <source>Opening saved games…</source>
        <translation>Opening saved games…</translation>
    </message>
    <message>
        <source>Companion — play a whole game at one screen, hot-seat or against the computer</source>
        <translation>Companion — play a whole game at one screen, hot-seat or against the computer</translation>
    </message>
    <message>
        <source>New table game…</source>
        <translation>New table game…</translation>
    </message>
    <message>
        <source>Play with your own cards: the app keeps the totals and the rules</source>
        <translation>Play with your own cards: the app keeps the totals and the rules</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Unfinished games</translation>
    </message>
    <message>
        <source>Saved games (view only)</source>
        <translation>Saved games (view only)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>View</source>
        <translation>View</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Replay the game: it cannot be continued here</source>
        <translation>Replay the game: it cannot be continued here</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>The saved games cannot be written here</source>
        <translation>The saved games cannot be written here</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>showdown</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>No unfinished games — start one</source>
        <translation>No unfinished games — start one</translation>
    </message>
    <message>
        <source>No saved games</source>
        <translation>No saved games</translation>
    </message>
    <message>
        <source>Enter resumes the selected game.</source>
        <translation>Enter resumes the selected game.</translation>
    </message>
    <message>
        <source>turn {turn}</source>
        <translation>turn {turn}</translation>
    </message>
    <message>
        <source>{status}, moves: {moves} — saved {when}</source>
        <translation>{status}, moves: {moves} — saved {when}</translation>
    </message>
    <message>
        <source>Psyche</source>
        <translation>Psyche</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Fame</translation>
    </message>
    <message>
        <source>selected {fame}: enough</source>
        <translation>selected {fame}: enough</translation>
    </message>
    <message>
        <source>selected {fame}: {short} short</source>
        <translation>selected {fame}: {short} short</translation>
    </message>
    <message>
        <source>Selected fame: {fame}</source>
        <translation>Selected fame: {fame}</translation>
    </message>
    <message>
        <source>top film needs {fame}</source>
        <translation>top film needs {fame}</translation>
    </message>
    <message>
        <source>top film: enter the fame on its back</source>
        <translation>top film: enter the fame on its back</translation>
    </message>
    <message>
        <source>next award costs {fame}</source>
        <translation>next award costs {fame}</translation>
    </message>
    <message>
        <source>(usual row)</source>
        <translation>(usual row)</translation>
    </message>
    <message>
        <source>this turn's award is bought</source>
        <translation>this turn's award is bought</translation>
    </message>
    <message>
        <source>The showdown has stood still for a whole round: the players may end it, and those still in share the win.</source>
        <translation>The showdown has stood still for a whole round: the players may end it, and those still in share the win.</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} and {count} more</translation>
    </message>
    <message>
        <source>{star} can outshine {targets}</source>
        <translation>{star} can outshine {targets}</translation>
    </message>
    <message>
        <source>Stars that can outshine: {stars} (tap one to see whom)</source>
        <translation>Stars that can outshine: {stars} (tap one to see whom)</translation>
    </message>
    <message>
        <source>{amount} printed</source>
        <translation>{amount} printed</translation>
    </message>
    <message>
        <source>{name} (film)</source>
        <translation>{name} (film)</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>this turn</translation>
    </message>
    <message>
        <source>awards: {awards}; hand: {count} cards</source>
        <translation>awards: {awards}; hand: {count} cards</translation>
    </message>
    <message>
        <source>{star} outshining {target}</source>
        <translation>{star} outshining {target}</translation>
    </message>
    <message>
        <source>Does {name} respond to {what}? Name the reaction played, or Pass.</source>
        <translation>Does {name} respond to {what}? Name the reaction played, or Pass.</translation>
    </message>
    <message>
        <source>{name} responds with {reaction}: tap the star it goes on (highlighted). Esc cancels.</source>
        <translation>{name} responds with {reaction}: tap the star it goes on (highlighted). Esc cancels.</translation>
    </message>
    <message>
        <source>fame on its back?</source>
        <translation>fame on its back?</translation>
    </message>
    <message>
        <source>bought this turn</source>
        <translation>bought this turn</translation>
    </message>
    <message>
        <source>still to buy</source>
        <translation>still to buy</translation>
    </message>
    <message>
        <source>enter it below</source>
        <translation>enter it below</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>for good</translation>
    </message>
    <message>
        <source>{name}: a computer player, level {level}</source>
        <translation>{name}: a computer player, level {level}</translation>
    </message>
    <message>
        <source>{name}: your seat</source>
        <translation>{name}: your seat</translation>
    </message>
    <message>
        <source>{name}: a human player</source>
        <translation>{name}: a human player</translation>
    </message>
    <message>
        <source>Awards {count} held, not all count · fame {fame} · stars {stars} · events {hand}</source>
        <translation>Awards {count} held, not all count · fame {fame} · stars {stars} · events {hand}</translation>
    </message>
    <message>
        <source>Awards {count}, not all count · fame {fame}</source>
        <translation>Awards {count}, not all count · fame {fame}</translation>
    </message>
    <message>
        <source>{count} held · ★{fame}</source>
        <translation>{count} held · ★{fame}</translation>
    </message>
    <message>
        <source>Awards held: {count}, face down; the game goes on, so at least one of them does not count toward the four that win (V1, V2). Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</source>
        <translation>Awards held: {count}, face down; the game goes on, so at least one of them does not count toward the four that win (V1, V2). Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</translation>
    </message>
    <message>
        <source>Awards {count} of 4 · fame {fame} · stars {stars} · events {hand}</source>
        <translation>Awards {count} of 4 · fame {fame} · stars {stars} · events {hand}</translation>
    </message>
    <message>
        <source>Awards {count}/4 · fame {fame}</source>
        <translation>Awards {count}/4 · fame {fame}</translation>
    </message>
    <message>
        <source>{count}/4 · ★{fame}</source>
        <translation>{count}/4 · ★{fame}</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. Held: {names}</source>
        <translation>Award slots: four awards that count win the game. Held: {names}</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. {name} holds {count} (face down); not all of them count, or the game would be over.</source>
        <translation>Award slots: four awards that count win the game. {name} holds {count} (face down); not all of them count, or the game would be over.</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. {name} holds {count} (face down).</source>
        <translation>Award slots: four awards that count win the game. {name} holds {count} (face down).</translation>
    </message>
    <message>
        <source>No star on the table</source>
        <translation>No star on the table</translation>
    </message>
    <message>
        <source>(Settled by hand at a table: in a game on this screen it does nothing.)</source>
        <translation>(Settled by hand at a table: in a game on this screen it does nothing.)</translation>
    </message>
    <message>
        <source>, outshine target</source>
        <translation>, outshine target</translation>
    </message>
    <message>
        <source>, target</source>
        <translation>, target</translation>
    </message>
    <message>
        <source>{key}. {name}</source>
        <translation>{key}. {name}</translation>
    </message>
    <message>
        <source>(a value never counts below 0)</source>
        <translation>(a value never counts below 0)</translation>
    </message>
    <message>
        <source>fame {cost} for {name}</source>
        <translation>fame {cost} for {name}</translation>
    </message>
    <message>
        <source>{name}: bought this turn</source>
        <translation>{name}: bought this turn</translation>
    </message>
    <message>
        <source>(row {row})</source>
        <translation>(row {row})</translation>
    </message>
    <message>
        <source>top film's fame: not entered</source>
        <translation>top film's fame: not entered</translation>
    </message>
    <message>
        <source>The hands are on the players' phones: Game ▸ Play with phones… shows their links, or stops serving them</source>
        <translation>The hands are on the players' phones: Game ▸ Play with phones… shows their links, or stops serving them</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (out of the game: these cards stay out of play)</source>
        <translation>{name}'s hand — events: {events}, awards: {awards}   (out of the game: these cards stay out of play)</translation>
    </message>
    <message>
        <source>DOES NOT COUNT</source>
        <translation>DOES NOT COUNT</translation>
    </message>
    <message>
        <source>{owner} may respond to: {what}</source>
        <translation>{owner} may respond to: {what}</translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation>{card}: {text}</translation>
    </message>
    <message>
        <source>The main deck: stars and events. When it runs out, the final showdown begins.</source>
        <translation>The main deck: stars and events. When it runs out, the final showdown begins.</translation>
    </message>
    <message>
        <source>Awards that count toward the four that win: {count}. Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</source>
        <translation>Awards that count toward the four that win: {count}. Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</translation>
    </message>
    <message>
        <source>Which film is on top stays hidden; its required fame is public.</source>
        <translation>Which film is on top stays hidden; its required fame is public.</translation>
    </message>
    <message>
        <source>The top award's cost row is public: the cost is read at the level of awards you hold + 1.</source>
        <translation>The top award's cost row is public: the cost is read at the level of awards you hold + 1.</translation>
    </message>
    <message>
        <source>The discard pile, face up. Click or press D to look through it.</source>
        <translation>The discard pile, face up. Click or press D to look through it.</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (click a card, or Ctrl+number, to play it)</source>
        <translation>{name}'s hand — events: {events}, awards: {awards}   (click a card, or Ctrl+number, to play it)</translation>
    </message>
    <message>
        <source>Ctrl+{n}</source>
        <translation>Ctrl+{n}</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>RESPONDING</source>
        <translation>RESPONDING</translation>
    </message>
    <message>
        <source>TO PLAY</source>
        <translation>TO PLAY</translation>
    </message>
    <message>
        <source>SKIPS NEXT TURN</source>
        <translation>SKIPS NEXT TURN</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message numerus="yes">
        <source>{deck}: {count} cards.</source>
        <translation>
            <numerusform>{deck}: {count} card.</numerusform>
            <numerusform>{deck}: {count} cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards: {count}</source>
        <translation>Cards: {count}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>Main deck</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Stars</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <source>Films</source>
        <translation>Films</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Awards</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Star</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Film</source>
        <translation>Film</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Award</translation>
    </message>
    <message>
        <source>{field} goes from {lo} to {hi}.</source>
        <translation>{field} goes from {lo} to {hi}.</translation>
    </message>
    <message>
        <source>{field} goes from {lo} to {hi}, so it stays at {value}.</source>
        <translation>{field} goes from {lo} to {hi}, so it stays at {value}.</translation>
    </message>
    <message>
        <source>A name holds at most {limit} characters; the rest was left out.</source>
        <translation>A name holds at most {limit} characters; the rest was left out.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name}'s turn</translation>
    </message>
    <message>
        <source>FINAL SHOWDOWN</source>
        <translation>FINAL SHOWDOWN</translation>
    </message>
    <message>
        <source>no more draws; a player with no star leaves</source>
        <translation>no more draws; a player with no star leaves</translation>
    </message>
    <message>
        <source>{player} outshines {target} with {star}</source>
        <translation>{player} outshines {target} with {star}</translation>
    </message>
    <message>
        <source>{player} outshines {target} (psyche {psyche}) with {star} (charisma {charisma})</source>
        <translation>{player} outshines {target} (psyche {psyche}) with {star} (charisma {charisma})</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>an effect</translation>
    </message>
    <message>
        <source>{player} uses {star}'s ability</source>
        <translation>{player} uses {star}'s ability</translation>
    </message>
    <message>
        <source>{player} uses {star}'s ability on {target}</source>
        <translation>{player} uses {star}'s ability on {target}</translation>
    </message>
    <message>
        <source>{card}, revealed by {player}</source>
        <translation>{card}, revealed by {player}</translation>
    </message>
    <message>
        <source>{card}, revealed by {player}, aims at {target}</source>
        <translation>{card}, revealed by {player}, aims at {target}</translation>
    </message>
    <message>
        <source>{player} plays {card} on {target}</source>
        <translation>{player} plays {card} on {target}</translation>
    </message>
    <message>
        <source>{player} plays {card} against {target}</source>
        <translation>{player} plays {card} against {target}</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player} plays {card}</translation>
    </message>
    <message>
        <source>You may respond: {what}</source>
        <translation>You may respond: {what}</translation>
    </message>
    <message>
        <source>stars and events;</source>
        <translation>stars and events;</translation>
    </message>
    <message>
        <source>empty = showdown</source>
        <translation>empty = showdown</translation>
    </message>
    <message>
        <source>top film needs fame {fame}</source>
        <translation>top film needs fame {fame}</translation>
    </message>
    <message>
        <source>no film left</source>
        <translation>no film left</translation>
    </message>
    <message>
        <source>which film: hidden</source>
        <translation>which film: hidden</translation>
    </message>
    <message>
        <source>next for {name}:</source>
        <translation>next for {name}:</translation>
    </message>
    <message>
        <source>no award left</source>
        <translation>no award left</translation>
    </message>
    <message>
        <source>click or press D</source>
        <translation>click or press D</translation>
    </message>
    <message>
        <source>to look through</source>
        <translation>to look through</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Hands are hidden</translation>
    </message>
    <message>
        <source>An award: four of them win the game.</source>
        <translation>An award: four of them win the game.</translation>
    </message>
    <message>
        <source>It does not count toward four.</source>
        <translation>It does not count toward four.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <source>Red Light Companion hit an error it did not expect. Your game is saved after every move; you can carry on, or copy the report (it includes the current game) and send it to us.</source>
        <translation>Red Light Companion hit an error it did not expect. Your game is saved after every move; you can carry on, or copy the report (it includes the current game) and send it to us.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copy report</translation>
    </message>
    <message>
        <source>Error report</source>
        <translation>Error report</translation>
    </message>
    <message>
        <source>Scroll the error report</source>
        <translation>Scroll the error report</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
    <message>
        <source>Give back an award</source>
        <translation>Give back an award</translation>
    </message>
    <message>
        <source>{name}, {cause} makes you give back one of your awards: it goes to the bottom of the award deck. Which one?</source>
        <translation>{name}, {cause} makes you give back one of your awards: it goes to the bottom of the award deck. Which one?</translation>
    </message>
    <message>
        <source>{name}, {what} drew the award {award} from the award deck. Revealed as it is drawn, it takes effect at once: you give back one of your awards; it goes to the bottom of the award deck. Which one?</source>
        <translation>{name}, {what} drew the award {award} from the award deck. Revealed as it is drawn, it takes effect at once: you give back one of your awards; it goes to the bottom of the award deck. Which one?</translation>
    </message>
    <message>
        <source>The revealed award</source>
        <translation>The revealed award</translation>
    </message>
    <message>
        <source>The awards you hold: choose the one to give back</source>
        <translation>The awards you hold: choose the one to give back</translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation>Give it back</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panels</translation>
    </message>
    <message>
        <source>Scroll up and down</source>
        <translation>Scroll up and down</translation>
    </message>
    <message>
        <source>Scroll left and right</source>
        <translation>Scroll left and right</translation>
    </message>
    <message>
        <source>Red Light rules</source>
        <translation>Red Light rules</translation>
    </message>
    <message>
        <source>The rules of Red Light as this app plays them. Where the printed rulebook is silent or unclear, the app follows a table ruling, marked as such. Each rule ends with a short code in brackets, like [A4]: when the app says no, it names the rule this way, and the link brings you here.</source>
        <translation>The rules of Red Light as this app plays them. Where the printed rulebook is silent or unclear, the app follows a table ruling, marked as such. Each rule ends with a short code in brackets, like [A4]: when the app says no, it names the rule this way, and the link brings you here.</translation>
    </message>
    <message>
        <source>Table ruling:</source>
        <translation>Table ruling:</translation>
    </message>
    <message>
        <source>How to read the table</source>
        <translation>How to read the table</translation>
    </message>
    <message>
        <source>Green circle: psyche, her defence. An outshine needs a charisma at least this high.</source>
        <translation>Green circle: psyche, her defence. An outshine needs a charisma at least this high.</translation>
    </message>
    <message>
        <source>Red circle: charisma, her attack.</source>
        <translation>Red circle: charisma, her attack.</translation>
    </message>
    <message>
        <source>Stars under the name: fame, for films and awards. A white ring on a circle: a film or an effect changed the value.</source>
        <translation>Stars under the name: fame, for films and awards. A white ring on a circle: a film or an effect changed the value.</translation>
    </message>
    <message>
        <source>The four dashed slots by a name: the awards held. Four that count win the game.</source>
        <translation>The four dashed slots by a name: the awards held. Four that count win the game.</translation>
    </message>
    <message>
        <source>USED on a greyed card: she acted this turn and waits for her owner's next turn.</source>
        <translation>USED on a greyed card: she acted this turn and waits for her owner's next turn.</translation>
    </message>
    <message>
        <source>The number on a card is its key: 1 to 9 for your stars, Ctrl+1 to 9 for your hand.</source>
        <translation>The number on a card is its key: 1 to 9 for your stars, Ctrl+1 to 9 for your hand.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Got it</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <source>Filter by name  (Ctrl+F)</source>
        <translation>Filter by name  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter the cards</source>
        <translation>Filter the cards</translation>
    </message>
    <message>
        <source>Cards of the set</source>
        <translation>Cards of the set</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columns</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(no name)</translation>
    </message>
    <message numerus="yes">
        <source>{cards} cards, {total} counting copies</source>
        <translation>
            <numerusform>{cards} card, {total} counting copies</numerusform>
            <numerusform>{cards} cards, {total} counting copies</numerusform>
        </translation>
    </message>
    <message>
        <source>New games will use card set #{id}.</source>
        <translation>New games will use card set #{id}.</translation>
    </message>
    <message>
        <source>the player draws cards from the main deck</source>
        <translation>the player draws cards from the main deck</translation>
    </message>
    <message>
        <source>the top film goes to one of your stars, no fame needed</source>
        <translation>the top film goes to one of your stars, no fame needed</translation>
    </message>
    <message>
        <source>the top award goes to your hand (not a purchase)</source>
        <translation>the top award goes to your hand (not a purchase)</translation>
    </message>
    <message>
        <source>you may buy one more award this turn</source>
        <translation>you may buy one more award this turn</translation>
    </message>
    <message>
        <source>changes psyche, charisma or fame of a star</source>
        <translation>changes psyche, charisma or fame of a star</translation>
    </message>
    <message>
        <source>a used star of yours is unused again</source>
        <translation>a used star of yours is unused again</translation>
    </message>
    <message>
        <source>an opponent's star is discarded, as by an outshine</source>
        <translation>an opponent's star is discarded, as by an outshine</translation>
    </message>
    <message>
        <source>move an opponent star's last film to one of your stars</source>
        <translation>move an opponent star's last film to one of your stars</translation>
    </message>
    <message>
        <source>a player puts an award of their choice under the award deck</source>
        <translation>a player puts an award of their choice under the award deck</translation>
    </message>
    <message>
        <source>a player discards events at random from hand</source>
        <translation>a player discards events at random from hand</translation>
    </message>
    <message>
        <source>take a random event from a player's hand</source>
        <translation>take a random event from a player's hand</translation>
    </message>
    <message>
        <source>a player's next turn is skipped</source>
        <translation>a player's next turn is skipped</translation>
    </message>
    <message>
        <source>reaction: cancels the outshine or effect that opened the window</source>
        <translation>reaction: cancels the outshine or effect that opened the window</translation>
    </message>
    <message>
        <source>reaction: cancels the event that opened the window</source>
        <translation>reaction: cancels the event that opened the window</translation>
    </message>
    <message>
        <source>several effects, each in order</source>
        <translation>several effects, each in order</translation>
    </message>
    <message>
        <source>no automation: the text is shown and the players settle it</source>
        <translation>no automation: the text is shown and the players settle it</translation>
    </message>
    <message>
        <source>this star herself</source>
        <translation>this star herself</translation>
    </message>
    <message>
        <source>one of your stars</source>
        <translation>one of your stars</translation>
    </message>
    <message>
        <source>any star on the table</source>
        <translation>any star on the table</translation>
    </message>
    <message>
        <source>an opponent's star</source>
        <translation>an opponent's star</translation>
    </message>
    <message>
        <source>an opponent (a player)</source>
        <translation>an opponent (a player)</translation>
    </message>
    <message>
        <source>on your own turn</source>
        <translation>on your own turn</translation>
    </message>
    <message>
        <source>on anyone's turn</source>
        <translation>on anyone's turn</translation>
    </message>
    <message>
        <source>as a reaction (in a response window)</source>
        <translation>as a reaction (in a response window)</translation>
    </message>
    <message>
        <source>used on your turn</source>
        <translation>used on your turn</translation>
    </message>
    <message>
        <source>always on while she is on a table</source>
        <translation>always on while she is on a table</translation>
    </message>
    <message>
        <source>used in a response window</source>
        <translation>used in a response window</translation>
    </message>
    <message>
        <source>Click a problem to go to its card.</source>
        <translation>Click a problem to go to its card.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problems</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>No problems</translation>
    </message>
    <message>
        <source>the set is valid and can be saved.</source>
        <translation>the set is valid and can be saved.</translation>
    </message>
    <message>
        <source>(the first ones)</source>
        <translation>(the first ones)</translation>
    </message>
    <message numerus="yes">
        <source>{n} problems</source>
        <translation>
            <numerusform>{n} problem</numerusform>
            <numerusform>{n} problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fix them to save the set.</source>
        <translation>
            <numerusform>fix it to save the set.</numerusform>
            <numerusform>fix them to save the set.</numerusform>
        </translation>
    </message>
    <message>
        <source>The undo could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>The undo could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>The last move could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</translation>
    </message>
    <message>
        <source>The undo could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>The undo could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>The last move could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</translation>
    </message>
    <message>
        <source>The undo could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>The undo could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</translation>
    </message>
    <message>
        <source>The last move could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>The last move could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</translation>
    </message>
    <message numerus="yes">
        <source>NOT SAVED: you chose to continue without saving · {count} moves</source>
        <translation>
            <numerusform>NOT SAVED: you chose to continue without saving · {count} move</numerusform>
            <numerusform>NOT SAVED: you chose to continue without saving · {count} moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Red Light Companion cannot start</source>
        <translation>Red Light Companion cannot start</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Saved games</translation>
    </message>
    <message>
        <source>New table game</source>
        <translation>New table game</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and start a table game?</source>
        <translation>A game is open. It is saved: you can resume it from the start page. Close it and start a table game?</translation>
    </message>
    <message>
        <source>The table game cannot start</source>
        <translation>The table game cannot start</translation>
    </message>
    <message>
        <source>{name}'s hand</source>
        <translation>{name}'s hand</translation>
    </message>
    <message>
        <source>{name}'s awards</source>
        <translation>{name}'s awards</translation>
    </message>
    <message>
        <source>{name}'s table</source>
        <translation>{name}'s table</translation>
    </message>
    <message>
        <source>{name}'s films</source>
        <translation>{name}'s films</translation>
    </message>
    <message>
        <source>the main deck ({end})</source>
        <translation>the main deck ({end})</translation>
    </message>
    <message>
        <source>the film deck ({end})</source>
        <translation>the film deck ({end})</translation>
    </message>
    <message>
        <source>the award deck ({end})</source>
        <translation>the award deck ({end})</translation>
    </message>
    <message>
        <source>top</source>
        <translation>top</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>bottom</translation>
    </message>
    <message>
        <source>the main deck</source>
        <translation>the main deck</translation>
    </message>
    <message>
        <source>the film deck</source>
        <translation>the film deck</translation>
    </message>
    <message>
        <source>the award deck</source>
        <translation>the award deck</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>the discard pile</translation>
    </message>
    <message>
        <source>the unseen cards</source>
        <translation>the unseen cards</translation>
    </message>
    <message>
        <source>Table rulings: silver awards {silver}; a played award goes {played}; responses: {responses}; turn limit: {limit}.</source>
        <translation>Table rulings: silver awards {silver}; a played award goes {played}; responses: {responses}; turn limit: {limit}.</translation>
    </message>
    <message>
        <source>count</source>
        <translation>count</translation>
    </message>
    <message>
        <source>do not count</source>
        <translation>do not count</translation>
    </message>
    <message>
        <source>onto the discard pile</source>
        <translation>onto the discard pile</translation>
    </message>
    <message>
        <source>under the award deck</source>
        <translation>under the award deck</translation>
    </message>
    <message>
        <source>always asked</source>
        <translation>always asked</translation>
    </message>
    <message>
        <source>asked when a reaction is possible</source>
        <translation>asked when a reaction is possible</translation>
    </message>
    <message>
        <source>Reason: {reason}</source>
        <translation>Reason: {reason}</translation>
    </message>
    <message>
        <source>The top film's back shows fame {fame}.</source>
        <translation>The top film's back shows fame {fame}.</translation>
    </message>
    <message>
        <source>Adjusted: {card} moved from {source} to {place}.</source>
        <translation>Adjusted: {card} moved from {source} to {place}.</translation>
    </message>
    <message>
        <source>Adjusted: {star}'s {stat} {amount} {until}.</source>
        <translation>Adjusted: {star}'s {stat} {amount} {until}.</translation>
    </message>
    <message>
        <source>Adjusted: {star} is ready again.</source>
        <translation>Adjusted: {star} is ready again.</translation>
    </message>
    <message>
        <source>Undo to here</source>
        <translation>Undo to here</translation>
    </message>
    <message>
        <source>Undo to the chosen line of the log</source>
        <translation>Undo to the chosen line of the log</translation>
    </message>
    <message>
        <source>Tap a line of the log to go back to it.</source>
        <translation>Tap a line of the log to go back to it.</translation>
    </message>
    <message numerus="yes">
        <source>Back to just after: “{line}” ({count} later entries undone)</source>
        <translation>
            <numerusform>Back to just after: “{line}” ({count} later entry undone)</numerusform>
            <numerusform>Back to just after: “{line}” ({count} later entries undone)</numerusform>
        </translation>
    </message>
    <message>
        <source>This is where the game stands now.</source>
        <translation>This is where the game stands now.</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Won by {names}</translation>
    </message>
    <message>
        <source>Over, no winner</source>
        <translation>Over, no winner</translation>
    </message>
    <message>
        <source>In the showdown, turn {turn}</source>
        <translation>In the showdown, turn {turn}</translation>
    </message>
    <message>
        <source>In play, turn {turn}</source>
        <translation>In play, turn {turn}</translation>
    </message>
    <message>
        <source>Look back at a game</source>
        <translation>Look back at a game</translation>
    </message>
    <message>
        <source>Every saved game, finished or not. Replay one move by move, play its deal again, or save its log as a file.</source>
        <translation>Every saved game, finished or not. Replay one move by move, play its deal again, or save its log as a file.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>Column headings</source>
        <translation>Column headings</translation>
    </message>
    <message>
        <source> (table)</source>
        <translation> (table)</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Replay…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Play this deal &amp;again</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>&amp;Export log…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>The game cannot be opened</translation>
    </message>
    <message numerus="yes">
        <source>Game {new} continues game {game} with its first {count} moves; game {game} is unchanged.</source>
        <translation>
            <numerusform>Game {new} continues game {game} with its first move; game {game} is unchanged.</numerusform>
            <numerusform>Game {new} continues game {game} with its first {count} moves; game {game} is unchanged.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {new} deals game {game} again.</source>
        <translation>Game {new} deals game {game} again.</translation>
    </message>
    <message>
        <source>The log was not saved</source>
        <translation>The log was not saved</translation>
    </message>
    <message>
        <source>The log of game {game} was saved to {path}.</source>
        <translation>The log of game {game} was saved to {path}.</translation>
    </message>
    <message>
        <source>Open a game first, or choose one in Game → Look back at a game.</source>
        <translation>Open a game first, or choose one in Game → Look back at a game.</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Web page (*.html)</translation>
    </message>
    <message>
        <source>Export the log of game {game}</source>
        <translation>Export the log of game {game}</translation>
    </message>
    <message>
        <source>Columns of the file list</source>
        <translation>Columns of the file list</translation>
    </message>
    <message>
        <source>Replay of game {game}: {names}</source>
        <translation>Replay of game {game}: {names}</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>The deal (Home)</translation>
    </message>
    <message>
        <source>Back a turn (Up)</source>
        <translation>Back a turn (Up)</translation>
    </message>
    <message>
        <source>Back a move (Left)</source>
        <translation>Back a move (Left)</translation>
    </message>
    <message>
        <source>Forward a move (Right)</source>
        <translation>Forward a move (Right)</translation>
    </message>
    <message>
        <source>Forward a turn (Down)</source>
        <translation>Forward a turn (Down)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>The last move (End)</translation>
    </message>
    <message>
        <source>Watch:</source>
        <translation>Watch:</translation>
    </message>
    <message>
        <source>Every card open</source>
        <translation>Every card open</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>As {name} saw it</translation>
    </message>
    <message>
        <source>As a spectator (no hand)</source>
        <translation>As a spectator (no hand)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Continue from here</translation>
    </message>
    <message>
        <source>Start a new saved game from this move; this game stays as it was.</source>
        <translation>Start a new saved game from this move; this game stays as it was.</translation>
    </message>
    <message>
        <source>A new game with the same card set, shuffle and seats: make new choices.</source>
        <translation>A new game with the same card set, shuffle and seats: make new choices.</translation>
    </message>
    <message>
        <source>Scroll the game log</source>
        <translation>Scroll the game log</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position in the game</translation>
    </message>
    <message>
        <source>Watch the game as</source>
        <translation>Watch the game as</translation>
    </message>
    <message>
        <source>Show a hand</source>
        <translation>Show a hand</translation>
    </message>
    <message>
        <source>This game is still in play. Show {name}'s hand? Everyone else, look away.</source>
        <translation>This game is still in play. Show {name}'s hand? Everyone else, look away.</translation>
    </message>
    <message>
        <source>watched</source>
        <translation>watched</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Move {move} of {moves}</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}</source>
        <translation>{name}'s hand — events: {events}, awards: {awards}</translation>
    </message>
    <message>
        <source>Move {move} of {moves} · turn {turn}</source>
        <translation>Move {move} of {moves} · turn {turn}</translation>
    </message>
    <message>
        <source>The game is over at this move: step back to continue from an earlier one.</source>
        <translation>The game is over at this move: step back to continue from an earlier one.</translation>
    </message>
    <message>
        <source>{count} unseen</source>
        <translation>{count} unseen</translation>
    </message>
    <message>
        <source>{name}: hand {events}; awards {awards}</source>
        <translation>{name}: hand {events}; awards {awards}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Statistics need the saved games file, which could not be opened.</source>
        <translation>Statistics need the saved games file, which could not be opened.</translation>
    </message>
    <message>
        <source>four awards</source>
        <translation>four awards</translation>
    </message>
    <message>
        <source>the final showdown</source>
        <translation>the final showdown</translation>
    </message>
    <message>
        <source>a showdown that stood still</source>
        <translation>a showdown that stood still</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>by agreement</translation>
    </message>
    <message>
        <source>the turn limit</source>
        <translation>the turn limit</translation>
    </message>
    <message numerus="yes">
        <source>After {games} games: a win rate of {rate}, {wins} won and {losses} lost; highest {high} after game {high_at}, lowest {low} after game {low_at}.</source>
        <translation>
            <numerusform>After {games} game: a win rate of {rate}, {wins} won and {losses} lost; highest {high} after game {high_at}, lowest {low} after game {low_at}.</numerusform>
            <numerusform>After {games} games: a win rate of {rate}, {wins} won and {losses} lost; highest {high} after game {high_at}, lowest {low} after game {low_at}.</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>nobody yet</translation>
    </message>
    <message>
        <source>Scroll the statistics</source>
        <translation>Scroll the statistics</translation>
    </message>
    <message>
        <source>Digital and table games</source>
        <translation>Digital and table games</translation>
    </message>
    <message>
        <source>Digital games</source>
        <translation>Digital games</translation>
    </message>
    <message>
        <source>Table games</source>
        <translation>Table games</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Players at the table:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Games:</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Any number</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} players</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>No finished games yet</translation>
    </message>
    <message>
        <source>Statistics count finished games: finish one, or change the filters.</source>
        <translation>Statistics count finished games: finish one, or change the filters.</translation>
    </message>
    <message>
        <source>{name} — games: {games}, wins: {wins}, win rate: {rate}</source>
        <translation>{name} — games: {games}, wins: {wins}, win rate: {rate}</translation>
    </message>
    <message>
        <source>Awards held at the end, per game: {mean}</source>
        <translation>Awards held at the end, per game: {mean}</translation>
    </message>
    <message numerus="yes">
        <source>Nemesis: {name}, who won {count} games that {player} lost.</source>
        <translation>
            <numerusform>Nemesis: {name}, who won {count} game that {player} lost.</numerusform>
            <numerusform>Nemesis: {name}, who won {count} games that {player} lost.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nemesis: nobody has beaten {player} yet.</source>
        <translation>Nemesis: nobody has beaten {player} yet.</translation>
    </message>
    <message>
        <source>{star} ({count})</source>
        <translation>{star} ({count})</translation>
    </message>
    <message>
        <source>Stars they won with most: {stars}</source>
        <translation>Stars they won with most: {stars}</translation>
    </message>
    <message>
        <source>Win rate against each computer level</source>
        <translation>Win rate against each computer level</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>No games yet</translation>
    </message>
    <message>
        <source>How their games ended (light: the games; filled: the wins)</source>
        <translation>How their games ended (light: the games; filled: the wins)</translation>
    </message>
    <message>
        <source>Stars on the table when they won (games)</source>
        <translation>Stars on the table when they won (games)</translation>
    </message>
    <message>
        <source>No wins yet</source>
        <translation>No wins yet</translation>
    </message>
    <message>
        <source>Win rate, game by game</source>
        <translation>Win rate, game by game</translation>
    </message>
    <message>
        <source>games played</source>
        <translation>games played</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>people only</translation>
    </message>
    <message>
        <source>{wins} of {games} · {rate}</source>
        <translation>{wins} of {games} · {rate}</translation>
    </message>
    <message numerus="yes">
        <source>{label}: won {wins} of {games} games, {rate}.</source>
        <translation>
            <numerusform>{label}: won {wins} of {games} game, {rate}.</numerusform>
            <numerusform>{label}: won {wins} of {games} games, {rate}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{star}: on the table in {count} of {wins} wins.</source>
        <translation>
            <numerusform>{star}: on the table in {count} of {wins} win.</numerusform>
            <numerusform>{star}: on the table in {count} of {wins} wins.</numerusform>
        </translation>
    </message>
    <message>
        <source>games: {count}, won: {won}</source>
        <translation>games: {count}, won: {won}</translation>
    </message>
    <message numerus="yes">
        <source>{ending}: {count} games, {won} of them won.</source>
        <translation>
            <numerusform>{ending}: {count} game, {won} of them won.</numerusform>
            <numerusform>{ending}: {count} games, {won} of them won.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics were not saved: {error}</source>
        <translation>The statistics were not saved: {error}</translation>
    </message>
    <message>
        <source>Statistics saved to {path}.</source>
        <translation>Statistics saved to {path}.</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>In a response window {player} may only play a reaction or pass.</source>
        <translation>In a response window {player} may only play a reaction or pass.</translation>
    </message>
    <message>
        <source>There is no response window open for {player} to pass.</source>
        <translation>There is no response window open for {player} to pass.</translation>
    </message>
    <message>
        <source>It is {active}'s turn, not {player}'s.</source>
        <translation>It is {active}'s turn, not {player}'s.</translation>
    </message>
    <message>
        <source>{star} is not on {player}'s table.</source>
        <translation>{star} is not on {player}'s table.</translation>
    </message>
    <message>
        <source>Choose at least one of {player}'s stars.</source>
        <translation>Choose at least one of {player}'s stars.</translation>
    </message>
    <message>
        <source>{card} is not in {player}'s hand.</source>
        <translation>{card} is not in {player}'s hand.</translation>
    </message>
    <message>
        <source>{card} can only be played on {player}'s own turn.</source>
        <translation>{card} can only be played on {player}'s own turn.</translation>
    </message>
    <message>
        <source>{card} is a reaction: it can only be played in a response window opened for {player}.</source>
        <translation>{card} is a reaction: it can only be played in a response window opened for {player}.</translation>
    </message>
    <message>
        <source>{player} has already bought an award this turn (one per turn).</source>
        <translation>{player} has already bought an award this turn (one per turn).</translation>
    </message>
    <message>
        <source>{player} has already bought every award they may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</source>
        <translation>{player} has already bought every award they may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {cost} {player}'s next award costs.</source>
        <translation>Total fame {fame} does not reach the {cost} {player}'s next award costs.</translation>
    </message>
    <message>
        <source>{target} is on {player}'s own table: a star cannot outshine her own player's star.</source>
        <translation>{target} is on {player}'s own table: a star cannot outshine her own player's star.</translation>
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in {player}'s response window.</source>
        <translation>{star}'s ability is a reaction: it is offered in {player}'s response window.</translation>
    </message>
    <message>
        <source>{card} is not among {player}'s awards.</source>
        <translation>{card} is not among {player}'s awards.</translation>
    </message>
    <message>
        <source>An outshine is one of {player}'s unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation>An outshine is one of {player}'s unused stars against one rival star: select exactly one star (no teamwork).</translation>
    </message>
    <message>
        <source>Select the one star of {player}'s whose ability is used.</source>
        <translation>Select the one star of {player}'s whose ability is used.</translation>
    </message>
    <message>
        <source>{player} has no star for {card} to act on.</source>
        <translation>{player} has no star for {card} to act on.</translation>
    </message>
    <message>
        <source>{player} has no used star for {card} to ready.</source>
        <translation>{player} has no used star for {card} to ready.</translation>
    </message>
    <message numerus="yes">
        <source>{asked}, an undo would take back your last {count} moves. Allow?</source>
        <translation>
            <numerusform>{asked}, an undo would take back your last move. Allow?</numerusform>
            <numerusform>{asked}, an undo would take back your last {count} moves. Allow?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{asked}, {asker} wants to take back your last {count} moves. Allow?</source>
        <translation>
            <numerusform>{asked}, {asker} wants to take back your last move. Allow?</numerusform>
            <numerusform>{asked}, {asker} wants to take back your last {count} moves. Allow?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} did not allow the undo: nothing was taken back.</source>
        <translation>{name} did not allow the undo: nothing was taken back.</translation>
    </message>
    <message>
        <source>Undo: {name} is asked</source>
        <translation>Undo: {name} is asked</translation>
    </message>
    <message>
        <source>Nothing was undone: nobody's hand has been shown since the game was opened, so whose move to take back is not known. Show your hand first, then undo.</source>
        <translation>Nothing was undone: nobody's hand has been shown since the game was opened, so whose move to take back is not known. Show your hand first, then undo.</translation>
    </message>
    <message>
        <source>{name}'s last move was taken back.</source>
        <translation>{name}'s last move was taken back.</translation>
    </message>
    <message>
        <source>Undone: {entry}</source>
        <translation>Undone: {entry}</translation>
    </message>
    <message>
        <source>Ctrl+Z again takes back: {entry}</source>
        <translation>Ctrl+Z again takes back: {entry}</translation>
    </message>
    <message>
        <source>{line} Line {n} of {count}.</source>
        <translation>{line} Line {n} of {count}.</translation>
    </message>
    <message>
        <source>Card to move</source>
        <translation>Card to move</translation>
    </message>
    <message>
        <source>Star dealt to seat {n}</source>
        <translation>Star dealt to seat {n}</translation>
    </message>
    <message>
        <source>outshines</source>
        <translation>outshines</translation>
    </message>
    <message>
        <source>Play with phones</source>
        <translation>Play with phones</translation>
    </message>
    <message>
        <source>Each player opens the link of their seat on a phone (or scans its code). This window shows the table only: no hand.</source>
        <translation>Each player opens the link of their seat on a phone (or scans its code). This window shows the table only: no hand.</translation>
    </message>
    <message>
        <source>Served on:</source>
        <translation>Served on:</translation>
    </message>
    <message>
        <source>The address the game is served on</source>
        <translation>The address the game is served on</translation>
    </message>
    <message>
        <source>QR code of the link of {name}</source>
        <translation>QR code of the link of {name}</translation>
    </message>
    <message>
        <source>Link of {name}</source>
        <translation>Link of {name}</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copy link</translation>
    </message>
    <message>
        <source>Copy the link of {name}</source>
        <translation>Copy the link of {name}</translation>
    </message>
    <message>
        <source>Start &amp;now</source>
        <translation>Start &amp;now</translation>
    </message>
    <message numerus="yes">
        <source>The computer players play without waiting for the phone to join.</source>
        <translation>
            <numerusform>The computer player plays without waiting for the phone to join.</numerusform>
            <numerusform>The computer players play without waiting for the phone to join.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer players play without waiting for the phones that have not joined.</source>
        <translation>
            <numerusform>The computer player plays without waiting for the phones that have not joined.</numerusform>
            <numerusform>The computer players play without waiting for the phones that have not joined.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Stop serving: play on this screen</source>
        <translation>&amp;Stop serving: play on this screen</translation>
    </message>
    <message>
        <source>The hands come back to this window and the links stop working; Play with phones… serves the game again at the same links.</source>
        <translation>The hands come back to this window and the links stop working; Play with phones… serves the game again at the same links.</translation>
    </message>
    <message>
        <source>This address cannot be served: {problem}</source>
        <translation>This address cannot be served: {problem}</translation>
    </message>
    <message>
        <source>Served on {address}, port {port}: only this computer can open these links. Choose a network address for phones.</source>
        <translation>Served on {address}, port {port}: only this computer can open these links. Choose a network address for phones.</translation>
    </message>
    <message>
        <source>Served on {address}, port {port}: phones on the same network as this computer can open these links.</source>
        <translation>Served on {address}, port {port}: phones on the same network as this computer can open these links.</translation>
    </message>
    <message numerus="yes">
        <source>The computer players wait until the phone has joined, or until you press Start now.</source>
        <translation>
            <numerusform>The computer player waits until the phone has joined, or until you press Start now.</numerusform>
            <numerusform>The computer players wait until the phone has joined, or until you press Start now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer players wait until every phone has joined, or until you press Start now.</source>
        <translation>
            <numerusform>The computer player waits until every phone has joined, or until you press Start now.</numerusform>
            <numerusform>The computer players wait until every phone has joined, or until you press Start now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is on: the computer players play their turns.</source>
        <translation>
            <numerusform>The game is on: the computer player plays its turns.</numerusform>
            <numerusform>The game is on: the computer players play their turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Joined</translation>
    </message>
    <message>
        <source>Not joined yet</source>
        <translation>Not joined yet</translation>
    </message>
    <message>
        <source>This starts a new game on this computer: it deals the cards, each human player holds their hand on a phone, and this window shows the table.</source>
        <translation>This starts a new game on this computer: it deals the cards, each human player holds their hand on a phone, and this window shows the table.</translation>
    </message>
    <message>
        <source>A table game is played with real cards, so it is not served to phones.</source>
        <translation>A table game is played with real cards, so it is not served to phones.</translation>
    </message>
    <message>
        <source>A table game is open: its cards are real cards, so it cannot be played from phones. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</source>
        <translation>A table game is open: its cards are real cards, so it cannot be played from phones. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</source>
        <translation>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</translation>
    </message>
    <message>
        <source>The game cannot be served: {problem}</source>
        <translation>The game cannot be served: {problem}</translation>
    </message>
    <message>
        <source>{kind} {number}</source>
        <translation>{kind} {number}</translation>
    </message>
    <message>
        <source>{kind} {number} “{name}”</source>
        <translation>{kind} {number} “{name}”</translation>
    </message>
    <message>
        <source>the card set</source>
        <translation>the card set</translation>
    </message>
    <message>
        <source>or</source>
        <comment>joins the last two of the values a field may take</comment>
        <translation>or</translation>
    </message>
    <message>
        <source>{card}: {problem}</source>
        <translation>{card}: {problem}</translation>
    </message>
    <message>
        <source>{section}: none yet. A set needs one at least.</source>
        <translation>{section}: none yet. A set needs one at least.</translation>
    </message>
    <message numerus="yes">
        <source>{section}: {count} cards counting copies; a set holds {least} to 200.</source>
        <translation>
            <numerusform>{section}: {count} card counting copies; a set holds {least} to 200.</numerusform>
            <numerusform>{section}: {count} cards counting copies; a set holds {least} to 200.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Adjust the game</source>
        <translation>Adjust the game</translation>
    </message>
    <message>
        <source>For what the rules cannot settle: a card's text done by hand, a table ruling, a mistake found later. The game goes on checked from here.</source>
        <translation>For what the rules cannot settle: a card's text done by hand, a table ruling, a mistake found later. The game goes on checked from here.</translation>
    </message>
    <message>
        <source>What to adjust</source>
        <translation>What to adjust</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>not seen yet</translation>
    </message>
    <message>
        <source>its deck</source>
        <translation>its deck</translation>
    </message>
    <message>
        <source>%1's hidden hand</source>
        <translation>%1's hidden hand</translation>
    </message>
    <message>
        <source>%1's table (a star)</source>
        <translation>%1's table (a star)</translation>
    </message>
    <message>
        <source>%1's hand (an event)</source>
        <translation>%1's hand (an event)</translation>
    </message>
    <message>
        <source>%1's awards</source>
        <translation>%1's awards</translation>
    </message>
    <message>
        <source>films of %1</source>
        <translation>films of %1</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>the discard pile</translation>
    </message>
    <message>
        <source>top of the main deck</source>
        <translation>top of the main deck</translation>
    </message>
    <message>
        <source>bottom of the main deck</source>
        <translation>bottom of the main deck</translation>
    </message>
    <message>
        <source>top of the film deck</source>
        <translation>top of the film deck</translation>
    </message>
    <message>
        <source>bottom of the film deck</source>
        <translation>bottom of the film deck</translation>
    </message>
    <message>
        <source>top of the award deck</source>
        <translation>top of the award deck</translation>
    </message>
    <message>
        <source>bottom of the award deck</source>
        <translation>bottom of the award deck</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Card:</translation>
    </message>
    <message>
        <source>If not seen yet, from:</source>
        <translation>If not seen yet, from:</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>Move to:</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>Move a card</translation>
    </message>
    <message>
        <source>give to %1</source>
        <translation>give to %1</translation>
    </message>
    <message>
        <source>take back: bottom of the award deck</source>
        <translation>take back: bottom of the award deck</translation>
    </message>
    <message>
        <source>Award:</source>
        <translation>Award:</translation>
    </message>
    <message>
        <source>Do:</source>
        <translation>Do:</translation>
    </message>
    <message>
        <source>Give or take an award</source>
        <translation>Give or take an award</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>psyche</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>charisma</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>fame</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>this turn</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>for good</translation>
    </message>
    <message>
        <source>Star:</source>
        <translation>Star:</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Value:</translation>
    </message>
    <message>
        <source>Change by:</source>
        <translation>Change by:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>For:</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>Change a value</translation>
    </message>
    <message>
        <source>Used star:</source>
        <translation>Used star:</translation>
    </message>
    <message>
        <source>Un-use a star</source>
        <translation>Un-use a star</translation>
    </message>
    <message>
        <source>Why (shown in the log), e.g. “card text: …”</source>
        <translation>Why (shown in the log), e.g. “card text: …”</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Reason:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Say why: the reason goes into the log.</source>
        <translation>Say why: the reason goes into the log.</translation>
    </message>
    <message>
        <source>Nothing to adjust here.</source>
        <translation>Nothing to adjust here.</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Not possible: %1</translation>
    </message>
</context>
<context>
    <name>NewTableGameDialog</name>
    <message>
        <source>New table game</source>
        <translation>New table game</translation>
    </message>
    <message>
        <source>Play with your own cards; the app keeps the totals and the rules. Deal one star to each player and four events to each hand first.</source>
        <translation>Play with your own cards; the app keeps the totals and the rules. Deal one star to each player and four events to each hand first.</translation>
    </message>
    <message>
        <source>Card set (your box):</source>
        <translation>Card set (your box):</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Seats, in playing order (to the left), and the star each was dealt</source>
        <translation>Seats, in playing order (to the left), and the star each was dealt</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>First player:</translation>
    </message>
    <message>
        <source>Table rulings</source>
        <translation>Table rulings</translation>
    </message>
    <message>
        <source>Silver (negative) awards count toward the four</source>
        <translation>Silver (negative) awards count toward the four</translation>
    </message>
    <message>
        <source>Always ask whether a player responds</source>
        <translation>Always ask whether a player responds</translation>
    </message>
    <message>
        <source>A played award goes:</source>
        <translation>A played award goes:</translation>
    </message>
    <message>
        <source>Turn limit:</source>
        <translation>Turn limit:</translation>
    </message>
    <message>
        <source>under the award deck</source>
        <translation>under the award deck</translation>
    </message>
    <message>
        <source>onto the discard pile</source>
        <translation>onto the discard pile</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>dealt:</source>
        <translation>dealt:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Give every seat a different name.</translation>
    </message>
    <message>
        <source>Seat %1: a name is text on one line, without control characters.</source>
        <translation>Seat %1: a name is text on one line, without control characters.</translation>
    </message>
    <message>
        <source>Each player is dealt a different star.</source>
        <translation>Each player is dealt a different star.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>"{move}" is not a move of this game.</source>
        <translation>"{move}" is not a move of this game.</translation>
    </message>
    <message>
        <source>The showdown has not stood still for a whole round: the game goes on.</source>
        <translation>The showdown has not stood still for a whole round: the game goes on.</translation>
    </message>
    <message>
        <source>{star}'s reaction answers only what targets her.</source>
        <translation>{star}'s reaction answers only what targets her.</translation>
    </message>
    <message>
        <source>The game is over: nothing more can be done.</source>
        <translation>The game is over: nothing more can be done.</translation>
    </message>
    <message>
        <source>{owner} has a response window open: only they may act now.</source>
        <translation>{owner} has a response window open: only they may act now.</translation>
    </message>
    <message>
        <source>In a response window you may only play a reaction or pass.</source>
        <translation>In a response window you may only play a reaction or pass.</translation>
    </message>
    <message>
        <source>There is no response window open for you to pass.</source>
        <translation>There is no response window open for you to pass.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by {source}'s outshine.</source>
        <translation>{card} cancels only an event: this window was opened by {source}'s outshine.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by {source}'s ability.</source>
        <translation>{card} cancels only an event: this window was opened by {source}'s ability.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by the award {source}.</source>
        <translation>{card} cancels only an event: this window was opened by the award {source}.</translation>
    </message>
    <message>
        <source>You have no star for {card} to act on.</source>
        <translation>You have no star for {card} to act on.</translation>
    </message>
    <message>
        <source>You have no used star for {card} to ready.</source>
        <translation>You have no used star for {card} to ready.</translation>
    </message>
    <message>
        <source>There is no star {card} could act on now.</source>
        <translation>There is no star {card} could act on now.</translation>
    </message>
    <message>
        <source>There is no player {card} could target now.</source>
        <translation>There is no player {card} could target now.</translation>
    </message>
    <message>
        <source>It is {active}'s turn, not yours.</source>
        <translation>It is {active}'s turn, not yours.</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player} has left the game.</translation>
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <translation>There is no seat {seat}.</translation>
    </message>
    <message>
        <source>{star} is already used this turn.</source>
        <translation>{star} is already used this turn.</translation>
    </message>
    <message>
        <source>{star} is not on your table.</source>
        <translation>{star} is not on your table.</translation>
    </message>
    <message>
        <source>{star} is named twice.</source>
        <translation>{star} is named twice.</translation>
    </message>
    <message>
        <source>Choose at least one of your stars.</source>
        <translation>Choose at least one of your stars.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} is not in your hand.</translation>
    </message>
    <message>
        <source>{card} can only be played on your own turn.</source>
        <translation>{card} can only be played on your own turn.</translation>
    </message>
    <message>
        <source>{card} is a reaction: it can only be played in a response window opened for you.</source>
        <translation>{card} is a reaction: it can only be played in a response window opened for you.</translation>
    </message>
    <message>
        <source>{card} is not an event.</source>
        <translation>{card} is not an event.</translation>
    </message>
    <message>
        <source>{card} has no eligible target now.</source>
        <translation>{card} has no eligible target now.</translation>
    </message>
    <message>
        <source>{target} is not an eligible target for {card}.</source>
        <translation>{target} is not an eligible target for {card}.</translation>
    </message>
    <message>
        <source>Seat {seat} is not an eligible target for {card}.</source>
        <translation>Seat {seat} is not an eligible target for {card}.</translation>
    </message>
    <message>
        <source>The film deck is empty: no film can be made.</source>
        <translation>The film deck is empty: no film can be made.</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {required} the top film requires.</source>
        <translation>Total fame {fame} does not reach the {required} the top film requires.</translation>
    </message>
    <message>
        <source>The film must go to one of the stars who made it.</source>
        <translation>The film must go to one of the stars who made it.</translation>
    </message>
    <message>
        <source>You have already bought an award this turn (one per turn).</source>
        <translation>You have already bought an award this turn (one per turn).</translation>
    </message>
    <message>
        <source>You have already bought every award you may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</source>
        <translation>You have already bought every award you may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</translation>
    </message>
    <message>
        <source>The award deck is empty: no award can be bought.</source>
        <translation>The award deck is empty: no award can be bought.</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {cost} your next award costs.</source>
        <translation>Total fame {fame} does not reach the {cost} your next award costs.</translation>
    </message>
    <message>
        <source>{target} is not on an opponent's table.</source>
        <translation>{target} is not on an opponent's table.</translation>
    </message>
    <message>
        <source>There is no rival star on the table to outshine.</source>
        <translation>There is no rival star on the table to outshine.</translation>
    </message>
    <message>
        <source>{target} is on your own table: a star cannot outshine her own player's star.</source>
        <translation>{target} is on your own table: a star cannot outshine her own player's star.</translation>
    </message>
    <message>
        <source>{attacker}'s charisma {charisma} is below {target}'s psyche {psyche}.</source>
        <translation>{attacker}'s charisma {charisma} is below {target}'s psyche {psyche}.</translation>
    </message>
    <message>
        <source>An outshine is one of your unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation>An outshine is one of your unused stars against one rival star: select exactly one star (no teamwork).</translation>
    </message>
    <message>
        <source>{star} has no ability.</source>
        <translation>{star} has no ability.</translation>
    </message>
    <message>
        <source>Select the one star whose ability you want to use.</source>
        <translation>Select the one star whose ability you want to use.</translation>
    </message>
    <message>
        <source>{star}'s ability is {kind}, not an action.</source>
        <translation>{star}'s ability is {kind}, not an action.</translation>
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in your response window.</source>
        <translation>{star}'s ability is a reaction: it is offered in your response window.</translation>
    </message>
    <message>
        <source>{star}'s reaction has already been used in this window.</source>
        <translation>{star}'s reaction has already been used in this window.</translation>
    </message>
    <message>
        <source>{card} is not among your awards.</source>
        <translation>{card} is not among your awards.</translation>
    </message>
    <message>
        <source>{card} has no effect to play.</source>
        <translation>{card} has no effect to play.</translation>
    </message>
    <message>
        <source>{player} must first choose the targets of {card}, the award just revealed.</source>
        <translation>{player} must first choose the targets of {card}, the award just revealed.</translation>
    </message>
    <message>
        <source>Only {player}, who drew {card}, chooses its targets.</source>
        <translation>Only {player}, who drew {card}, chooses its targets.</translation>
    </message>
    <message>
        <source>Choose one of the eligible targets of {card}.</source>
        <translation>Choose one of the eligible targets of {card}.</translation>
    </message>
    <message>
        <source>No revealed award is waiting for its targets.</source>
        <translation>No revealed award is waiting for its targets.</translation>
    </message>
    <message>
        <source>In a digital game the cards are drawn for you.</source>
        <translation>In a digital game the cards are drawn for you.</translation>
    </message>
    <message>
        <source>There is no card to enter as drawn now.</source>
        <translation>There is no card to enter as drawn now.</translation>
    </message>
    <message>
        <source>{player} still has {count} card(s) to enter as drawn first.</source>
        <translation>{player} still has {count} card(s) to enter as drawn first.</translation>
    </message>
    <message>
        <source>No unseen event is left in the main deck: the card drawn must be a star.</source>
        <translation>No unseen event is left in the main deck: the card drawn must be a star.</translation>
    </message>
    <message>
        <source>{card} is not an unseen {kind}.</source>
        <translation>{card} is not an unseen {kind}.</translation>
    </message>
    <message>
        <source>Name the {kind} that came up.</source>
        <translation>Name the {kind} that came up.</translation>
    </message>
    <message>
        <source>{card} is not the card on top: {top} is.</source>
        <translation>{card} is not the card on top: {top} is.</translation>
    </message>
    <message>
        <source>This entry is for table games.</source>
        <translation>This entry is for table games.</translation>
    </message>
    <message>
        <source>{card} is not a card of this card set.</source>
        <translation>{card} is not a card of this card set.</translation>
    </message>
    <message>
        <source>{place} is not a place a card can go.</source>
        <translation>{place} is not a place a card can go.</translation>
    </message>
    <message>
        <source>{card} cannot go to {place}.</source>
        <translation>{card} cannot go to {place}.</translation>
    </message>
    <message>
        <source>{card} has not been seen and there is no unknown card to take it from.</source>
        <translation>{card} has not been seen and there is no unknown card to take it from.</translation>
    </message>
    <message>
        <source>{star} is not on any table.</source>
        <translation>{star} is not on any table.</translation>
    </message>
    <message>
        <source>{stat} is not psyche, charisma or fame.</source>
        <translation>{stat} is not psyche, charisma or fame.</translation>
    </message>
    <message>
        <source>{until} is not end_of_turn or permanent.</source>
        <translation>{until} is not end_of_turn or permanent.</translation>
    </message>
    <message>
        <source>{amount} is out of range.</source>
        <translation>{amount} is out of range.</translation>
    </message>
    <message>
        <source>{card} is already there: moving it there changes nothing.</source>
        <translation>{card} is already there: moving it there changes nothing.</translation>
    </message>
    <message>
        <source>A change by 0 changes nothing: enter by how much the value changes.</source>
        <translation>A change by 0 changes nothing: enter by how much the value changes.</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} and {last}</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Someone</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>a hidden card</translation>
    </message>
    <message>
        <source>an unnamed card</source>
        <translation>an unnamed card</translation>
    </message>
    <message>
        <source>{name} ({color}, +{bonus} {stat})</source>
        <translation>{name} ({color}, +{bonus} {stat})</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>psyche</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>charisma</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>fame</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>{who} drew the star {card}: she joins the table.</source>
        <translation>{who} drew the star {card}: she joins the table.</translation>
    </message>
    <message>
        <source>{who} drew an event.</source>
        <translation>{who} drew an event.</translation>
    </message>
    <message>
        <source>{who} drew {card}.</source>
        <translation>{who} drew {card}.</translation>
    </message>
    <message>
        <source>{who}'s {team} made the film {film} (fame {fame} for {required}).</source>
        <translation>{who}'s {team} made the film {film} (fame {fame} for {required}).</translation>
    </message>
    <message>
        <source>{who}'s {team} made the film {film}; it goes to {star} (fame {fame} for {required}).</source>
        <translation>{who}'s {team} made the film {film}; it goes to {star} (fame {fame} for {required}).</translation>
    </message>
    <message>
        <source>an award</source>
        <translation>an award</translation>
    </message>
    <message>
        <source>{who} bought {what} with {stars} (fame {fame} for a cost of {cost}).</source>
        <translation>{who} bought {what} with {stars} (fame {fame} for a cost of {cost}).</translation>
    </message>
    <message>
        <source>{who} revealed {card}: it takes effect and is shuffled back.</source>
        <translation>{who} revealed {card}: it takes effect and is shuffled back.</translation>
    </message>
    <message>
        <source>{who} gained {what}.</source>
        <translation>{who} gained {what}.</translation>
    </message>
    <message>
        <source>{who} bought an award with {stars} (fame {fame} for a cost of {cost}) and revealed {card}: it takes effect and is shuffled back.</source>
        <translation>{who} bought an award with {stars} (fame {fame} for a cost of {cost}) and revealed {card}: it takes effect and is shuffled back.</translation>
    </message>
    <message>
        <source>{who} chooses the targets of {card}.</source>
        <translation>{who} chooses the targets of {card}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {target}.</source>
        <translation>{who} aimed {card} at {target}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {player}.</source>
        <translation>{who} aimed {card} at {player}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {target} and {player}.</source>
        <translation>{who} aimed {card} at {target} and {player}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {owner}'s {target}.</source>
        <translation>{who} aimed {card} at {owner}'s {target}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {owner}'s {target} and {player}.</source>
        <translation>{who} aimed {card} at {owner}'s {target} and {player}.</translation>
    </message>
    <message>
        <source>{who}'s {star} tries to outshine {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{who}'s {star} tries to outshine {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</translation>
    </message>
    <message>
        <source>{who}'s {star} outshone {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{who}'s {star} outshone {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</translation>
    </message>
    <message>
        <source>{star} failed to outshine {target}.</source>
        <translation>{star} failed to outshine {target}.</translation>
    </message>
    <message>
        <source>{star} failed to outshine {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} failed to outshine {target} (charisma {charisma} vs psyche {psyche}).</translation>
    </message>
    <message>
        <source>{who} played {card}.</source>
        <translation>{who} played {card}.</translation>
    </message>
    <message>
        <source>{who} played {card} on {target}.</source>
        <translation>{who} played {card} on {target}.</translation>
    </message>
    <message>
        <source>{who} played the award {card}.</source>
        <translation>{who} played the award {card}.</translation>
    </message>
    <message>
        <source>{who} played the award {card} on {target}.</source>
        <translation>{who} played the award {card} on {target}.</translation>
    </message>
    <message>
        <source>{star} has +{amount} {stat} this turn.</source>
        <translation>{star} has +{amount} {stat} this turn.</translation>
    </message>
    <message>
        <source>{star} has {amount} {stat} this turn.</source>
        <translation>{star} has {amount} {stat} this turn.</translation>
    </message>
    <message>
        <source>{star} has +{amount} {stat} for good.</source>
        <translation>{star} has +{amount} {stat} for good.</translation>
    </message>
    <message>
        <source>{star} has {amount} {stat} for good.</source>
        <translation>{star} has {amount} {stat} for good.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has +{amount} {stat} this turn.</source>
        <translation>{owner}'s {star} has +{amount} {stat} this turn.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has {amount} {stat} this turn.</source>
        <translation>{owner}'s {star} has {amount} {stat} this turn.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has +{amount} {stat} for good.</source>
        <translation>{owner}'s {star} has +{amount} {stat} for good.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has {amount} {stat} for good.</source>
        <translation>{owner}'s {star} has {amount} {stat} for good.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile.</source>
        <translation>{who}'s {card} goes to the discard pile.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; 1 film goes under the film deck.</source>
        <translation>{who}'s {card} goes to the discard pile; 1 film goes under the film deck.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; {count} films go under the film deck.</source>
        <translation>{who}'s {card} goes to the discard pile; {count} films go under the film deck.</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>an event</translation>
    </message>
    <message>
        <source>{who} took {what} from {other}'s hand.</source>
        <translation>{who} took {what} from {other}'s hand.</translation>
    </message>
    <message>
        <source>{w} wins with four awards.</source>
        <translation>{w} wins with four awards.</translation>
    </message>
    <message>
        <source>{w} wins: the last one left in the showdown.</source>
        <translation>{w} wins: the last one left in the showdown.</translation>
    </message>
    <message>
        <source>The showdown stood still: {w} share the win.</source>
        <translation>The showdown stood still: {w} share the win.</translation>
    </message>
    <message>
        <source>The game ends by agreement, with no winner.</source>
        <translation>The game ends by agreement, with no winner.</translation>
    </message>
    <message>
        <source>The turn limit is reached: the game ends with no winner.</source>
        <translation>The turn limit is reached: the game ends with no winner.</translation>
    </message>
    <message>
        <source>The game is over, with no winner.</source>
        <translation>The game is over, with no winner.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>{who} draws nothing: the main deck is empty (final showdown).</source>
        <translation>{who} draws nothing: the main deck is empty (final showdown).</translation>
    </message>
    <message>
        <source>{who} takes no film: the film deck is empty.</source>
        <translation>{who} takes no film: the film deck is empty.</translation>
    </message>
    <message>
        <source>{who} takes no award: the award deck is empty.</source>
        <translation>{who} takes no award: the award deck is empty.</translation>
    </message>
    <message>
        <source>{who} passed.</source>
        <translation>{who} passed.</translation>
    </message>
    <message>
        <source>{who}'s {star} took the film {film}.</source>
        <translation>{who}'s {star} took the film {film}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {who} to play.</source>
        <translation>Turn {turn}: {who} to play.</translation>
    </message>
    <message>
        <source>{who} used {star}'s ability.</source>
        <translation>{who} used {star}'s ability.</translation>
    </message>
    <message>
        <source>{who} may respond.</source>
        <translation>{who} may respond.</translation>
    </message>
    <message>
        <source>{who} reacted with {card}.</source>
        <translation>{who} reacted with {card}.</translation>
    </message>
    <message>
        <source>{who} reacted with {star}'s ability.</source>
        <translation>{who} reacted with {star}'s ability.</translation>
    </message>
    <message>
        <source>The effect fizzled: its target had gone.</source>
        <translation>The effect fizzled: its target had gone.</translation>
    </message>
    <message>
        <source>{who} may buy one more award this turn.</source>
        <translation>{who} may buy one more award this turn.</translation>
    </message>
    <message>
        <source>{star} is ready again.</source>
        <translation>{star} is ready again.</translation>
    </message>
    <message>
        <source>{who} moved the film {film} from {source} to {star}.</source>
        <translation>{who} moved the film {film} from {source} to {star}.</translation>
    </message>
    <message>
        <source>{who} put {card} under the award deck.</source>
        <translation>{who} put {card} under the award deck.</translation>
    </message>
    <message>
        <source>{who} discarded {card} at random.</source>
        <translation>{who} discarded {card} at random.</translation>
    </message>
    <message>
        <source>{who} will skip their next turn.</source>
        <translation>{who} will skip their next turn.</translation>
    </message>
    <message>
        <source>{who} skips this turn.</source>
        <translation>{who} skips this turn.</translation>
    </message>
    <message>
        <source>{who} cancelled it.</source>
        <translation>{who} cancelled it.</translation>
    </message>
    <message>
        <source>The card's text is settled by hand at the table.</source>
        <translation>The card's text is settled by hand at the table.</translation>
    </message>
    <message>
        <source>The main deck is empty: the final showdown begins.</source>
        <translation>The main deck is empty: the final showdown begins.</translation>
    </message>
    <message>
        <source>{who} has no star left and leaves the game.</source>
        <translation>{who} has no star left and leaves the game.</translation>
    </message>
    <message>
        <source>{who} ended the turn.</source>
        <translation>{who} ended the turn.</translation>
    </message>
    <message>
        <source>Red Light: game {game}</source>
        <translation>Red Light: game {game}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Players: {names}</translation>
    </message>
    <message>
        <source>Red Light: a game</source>
        <translation>Red Light: a game</translation>
    </message>
    <message>
        <source>The game is not over: turn {turn}, {who} to play.</source>
        <translation>The game is not over: turn {turn}, {who} to play.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>{key} is missing</source>
        <translation>{key} is missing</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} must be a whole number, not {value}</translation>
    </message>
    <message>
        <source>{key} must be within {lo}..{hi}, not {value}</source>
        <translation>{key} must be within {lo}..{hi}, not {value}</translation>
    </message>
    <message>
        <source>{key} must be text</source>
        <translation>{key} must be text</translation>
    </message>
    <message>
        <source>{key} is {length} characters long; at most {limit} are allowed</source>
        <translation>{key} is {length} characters long; at most {limit} are allowed</translation>
    </message>
    <message>
        <source>{key}: A name is at most {limit} characters; this one has {length}.</source>
        <translation>{key}: A name is at most {limit} characters; this one has {length}.</translation>
    </message>
    <message>
        <source>{key} holds a line break (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} holds a line break (U+{code}); a name is text on one line, without control characters</translation>
    </message>
    <message>
        <source>{key} holds a direction control (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} holds a direction control (U+{code}); a name is text on one line, without control characters</translation>
    </message>
    <message>
        <source>{key} holds a control character (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} holds a control character (U+{code}); a name is text on one line, without control characters</translation>
    </message>
    <message>
        <source>{key} must be {listed} (missing)</source>
        <translation>{key} must be {listed} (missing)</translation>
    </message>
    <message>
        <source>{key} must be {listed} (not {value})</source>
        <translation>{key} must be {listed} (not {value})</translation>
    </message>
    <message>
        <source>{key} must be true or false</source>
        <translation>{key} must be true or false</translation>
    </message>
    <message>
        <source>id must be lowercase letters, digits and dashes (at most {limit}), not {value}</source>
        <translation>id must be lowercase letters, digits and dashes (at most {limit}), not {value}</translation>
    </message>
    <message>
        <source>id {value} is already used by {other}</source>
        <translation>id {value} is already used by {other}</translation>
    </message>
    <message>
        <source>{key} must be a list of 4 whole numbers</source>
        <translation>{key} must be a list of 4 whole numbers</translation>
    </message>
    <message>
        <source>{key} must be a list of 4 whole numbers within 0..999</source>
        <translation>{key} must be a list of 4 whole numbers within 0..999</translation>
    </message>
    <message>
        <source>translations must be an object of language codes</source>
        <translation>translations must be an object of language codes</translation>
    </message>
    <message>
        <source>translations: at most {limit} languages are allowed</source>
        <translation>translations: at most {limit} languages are allowed</translation>
    </message>
    <message>
        <source>translations: {value} is not a language code like "it"</source>
        <translation>translations: {value} is not a language code like "it"</translation>
    </message>
    <message>
        <source>translations.{lang} must be an object</source>
        <translation>translations.{lang} must be an object</translation>
    </message>
    <message>
        <source>translations.{lang}: {value} is not one of: {fields}</source>
        <translation>translations.{lang}: {value} is not one of: {fields}</translation>
    </message>
    <message>
        <source>effect must be an object with a "do" verb</source>
        <translation>effect must be an object with a "do" verb</translation>
    </message>
    <message>
        <source>effect verb {value} is not one of: {verbs}</source>
        <translation>effect verb {value} is not one of: {verbs}</translation>
    </message>
    <message>
        <source>effect {verb} needs the field {key}</source>
        <translation>effect {verb} needs the field {key}</translation>
    </message>
    <message>
        <source>effect {verb} can only be a reaction (phase reaction or a reaction ability)</source>
        <translation>effect {verb} can only be a reaction (phase reaction or a reaction ability)</translation>
    </message>
    <message>
        <source>effect {verb} target must be {listed}, not {value}</source>
        <translation>effect {verb} target must be {listed}, not {value}</translation>
    </message>
    <message>
        <source>effect all needs a non-empty list of effects</source>
        <translation>effect all needs a non-empty list of effects</translation>
    </message>
    <message>
        <source>effect all is nested too deeply</source>
        <translation>effect all is nested too deeply</translation>
    </message>
    <message>
        <source>ability must be null or an object</source>
        <translation>ability must be null or an object</translation>
    </message>
    <message>
        <source>ability effect is missing</source>
        <translation>ability effect is missing</translation>
    </message>
    <message>
        <source>a passive ability may only use modify (applied while she is on a table) or manual</source>
        <translation>a passive ability may only use modify (applied while she is on a table) or manual</translation>
    </message>
    <message>
        <source>ability trigger is for reaction abilities only, not {kind}</source>
        <translation>ability trigger is for reaction abilities only, not {kind}</translation>
    </message>
    <message>
        <source>{key} must be a list of cards</source>
        <translation>{key} must be a list of cards</translation>
    </message>
    <message>
        <source>a card set must be a JSON object</source>
        <translation>a card set must be a JSON object</translation>
    </message>
    <message>
        <source>format must be "{format}", not {value}</source>
        <translation>format must be "{format}", not {value}</translation>
    </message>
    <message>
        <source>language must be a language code like "en", not {value}</source>
        <translation>language must be a language code like "en", not {value}</translation>
    </message>
    <message>
        <source>effect is missing</source>
        <translation>effect is missing</translation>
    </message>
    <message>
        <source>{key} must hold {least}..200 cards counting copies, not {count}</source>
        <translation>{key} must hold {least}..200 cards counting copies, not {count}</translation>
    </message>
    <message>
        <source>the card set holds values that are not JSON text</source>
        <translation>the card set holds values that are not JSON text</translation>
    </message>
    <message>
        <source>the card set is larger than 5 MB ({size} bytes)</source>
        <translation>the card set is larger than 5 MB ({size} bytes)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>must be an object</translation>
    </message>
    <message>
        <source>{what} is larger than {limit} ({size} bytes)</source>
        <translation>{what} is larger than {limit} ({size} bytes)</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (byte {byte})</source>
        <translation>{what} is not UTF-8 text (byte {byte})</translation>
    </message>
    <message>
        <source>{what} is nested more than {depth} levels deep</source>
        <translation>{what} is nested more than {depth} levels deep</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: line {line} column {column}: {detail}</source>
        <translation>{what} is not valid JSON: line {line} column {column}: {detail}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail}</source>
        <translation>{what} is not valid JSON: {detail}</translation>
    </message>
    <message>
        <source>{what}: a number has {digits} digits; at most {most} are allowed</source>
        <translation>{what}: a number has {digits} digits; at most {most} are allowed</translation>
    </message>
    <message>
        <source>{what}: a number is written with more than 100 characters</source>
        <translation>{what}: a number is written with more than 100 characters</translation>
    </message>
    <message>
        <source>{what}: the number {number} is too large</source>
        <translation>{what}: the number {number} is too large</translation>
    </message>
    <message>
        <source>{what}: {token} is not a number JSON allows</source>
        <translation>{what}: {token} is not a number JSON allows</translation>
    </message>
    <message>
        <source>{what}: a key in {path} is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: a key in {path} is not valid Unicode (it holds a lone surrogate)</translation>
    </message>
    <message>
        <source>{what}: a key in the document is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: a key in the document is not valid Unicode (it holds a lone surrogate)</translation>
    </message>
    <message>
        <source>{what}: {path} is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: {path} is not valid Unicode (it holds a lone surrogate)</translation>
    </message>
    <message>
        <source>{what}: the text is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: the text is not valid Unicode (it holds a lone surrogate)</translation>
    </message>
    <message>
        <source>Could not {what}: {reason} ({path}). Nothing was changed.</source>
        <translation>Could not {what}: {reason} ({path}). Nothing was changed.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file {path} is damaged (a text in its column {column} is not valid UTF-8). Nothing was changed.</source>
        <translation>Could not {what}: the saved games file {path} is damaged (a text in its column {column} is not valid UTF-8). Nothing was changed.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file {path} holds a damaged entry ({detail}). Nothing was changed.</source>
        <translation>Could not {what}: the saved games file {path} holds a damaged entry ({detail}). Nothing was changed.</translation>
    </message>
    <message>
        <source>Could not {what}: {detail}.</source>
        <translation>Could not {what}: {detail}.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used: {reason}.</source>
        <translation>The data folder {folder} cannot be used: {reason}.</translation>
    </message>
    <message>
        <source>The saved games in {path} cannot be opened: {reason}.</source>
        <translation>The saved games in {path} cannot be opened: {reason}.</translation>
    </message>
    <message>
        <source>The lock file {path} cannot be opened ({reason}), so the saved games cannot be used. Check the data folder, or start with --data-dir pointing at another folder.</source>
        <translation>The lock file {path} cannot be opened ({reason}), so the saved games cannot be used. Check the data folder, or start with --data-dir pointing at another folder.</translation>
    </message>
    <message>
        <source>The lock file {path} cannot be written ({reason}), so nothing could be saved either. Free some space, or start with --data-dir pointing at another folder.</source>
        <translation>The lock file {path} cannot be written ({reason}), so nothing could be saved either. Free some space, or start with --data-dir pointing at another folder.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing can be saved there; the saved games can still be read (redlight games, stats, log, export). Start with --data-dir pointing at a folder you may write to.</source>
        <translation>The data folder {folder} is read-only, so nothing can be saved there; the saved games can still be read (redlight games, stats, log, export). Start with --data-dir pointing at a folder you may write to.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion (process {process}) is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Another copy of Red Light Companion (process {process}) is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</translation>
    </message>
    <message>
        <source>The saved games file {path} cannot be created: {reason}.</source>
        <translation>The saved games file {path} cannot be created: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read the saved games file {path}: {detail}.</source>
        <translation>Cannot read the saved games file {path}: {detail}.</translation>
    </message>
    <message>
        <source>Cannot read the journal of the saved games file {path}: {reason}.</source>
        <translation>Cannot read the journal of the saved games file {path}: {reason}.</translation>
    </message>
    <message>
        <source>Cannot open the saved games file {path}: {detail}.</source>
        <translation>Cannot open the saved games file {path}: {detail}.</translation>
    </message>
    <message>
        <source>The saved games file {path} is locked by another program. Close it and try again.</source>
        <translation>The saved games file {path} is locked by another program. Close it and try again.</translation>
    </message>
    <message>
        <source>The saved games file {path} is read-only, so nothing can be saved to it; the saved games can still be read (redlight games, stats, log, export). Make it writable, or start with --data-dir pointing at another folder.</source>
        <translation>The saved games file {path} is read-only, so nothing can be saved to it; the saved games can still be read (redlight games, stats, log, export). Make it writable, or start with --data-dir pointing at another folder.</translation>
    </message>
    <message>
        <source>The saved games file {path} is not usable ({detail}), and another copy of the app is running: close it and try again.</source>
        <translation>The saved games file {path} is not usable ({detail}), and another copy of the app is running: close it and try again.</translation>
    </message>
    <message>
        <source>The saved games file {path} needs an upgrade, and another copy of the app is running: close it and try again.</source>
        <translation>The saved games file {path} needs an upgrade, and another copy of the app is running: close it and try again.</translation>
    </message>
    <message>
        <source>Cannot prepare the saved games file {path}: the disk is full (SQLite: {detail}).</source>
        <translation>Cannot prepare the saved games file {path}: the disk is full (SQLite: {detail}).</translation>
    </message>
    <message>
        <source>The saved games file {path} cannot be read: {reason}.</source>
        <translation>The saved games file {path} cannot be read: {reason}.</translation>
    </message>
    <message>
        <source>The saved games file {path} was not read, so that nothing in it changes: {detail}. Start the app to set both aside (nothing is deleted) and go on from the file as it was, or move the journal away yourself.</source>
        <translation>The saved games file {path} was not read, so that nothing in it changes: {detail}. Start the app to set both aside (nothing is deleted) and go on from the file as it was, or move the journal away yourself.</translation>
    </message>
    <message>
        <source>The saved games file {path} is not usable ({detail}); start the app to set it aside and begin a new one.</source>
        <translation>The saved games file {path} is not usable ({detail}); start the app to set it aside and begin a new one.</translation>
    </message>
    <message>
        <source>The saved games file {path} needs an upgrade: start the app once, then try again.</source>
        <translation>The saved games file {path} needs an upgrade: start the app once, then try again.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file is locked by another program. Nothing was changed; try again.</source>
        <translation>Could not {what}: the saved games file is locked by another program. Nothing was changed; try again.</translation>
    </message>
    <message>
        <source>Could not {what}: the disk is full. Nothing was changed.</source>
        <translation>Could not {what}: the disk is full. Nothing was changed.</translation>
    </message>
    <message>
        <source>There is no card set {cardset}.</source>
        <translation>There is no card set {cardset}.</translation>
    </message>
    <message>
        <source>The stored card set {cardset} ("{name}") is no longer valid: {detail}</source>
        <translation>The stored card set {cardset} ("{name}") is no longer valid: {detail}</translation>
    </message>
    <message>
        <source>Game {game}: the rules refuse this move, so it was not saved: {detail}</source>
        <translation>Game {game}: the rules refuse this move, so it was not saved: {detail}</translation>
    </message>
    <message>
        <source>There is no saved game {game}.</source>
        <translation>There is no saved game {game}.</translation>
    </message>
    <message>
        <source>Game {game}: move {move} cannot be saved there, the saved log holds {held} moves (the next is move {next}). Nothing was saved; reload the game.</source>
        <translation>Game {game}: move {move} cannot be saved there, the saved log holds {held} moves (the next is move {next}). Nothing was saved; reload the game.</translation>
    </message>
    <message>
        <source>Game {game} has {total} moves: {count} cannot be undone.</source>
        <translation>Game {game} has {total} moves: {count} cannot be undone.</translation>
    </message>
    <message>
        <source>Game {game} has {total} moves: it cannot be cut back to {keep}.</source>
        <translation>Game {game} has {total} moves: it cannot be cut back to {keep}.</translation>
    </message>
    <message>
        <source>Saved game {game}: move {move} is missing from its log.</source>
        <translation>Saved game {game}: move {move} is missing from its log.</translation>
    </message>
    <message>
        <source>Saved game {game}: move {move} is unreadable: {detail}.</source>
        <translation>Saved game {game}: move {move} is unreadable: {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its options are unreadable: {detail}.</source>
        <translation>Saved game {game}: its options are unreadable: {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its seed is not a whole number.</source>
        <translation>Saved game {game}: its seed is not a whole number.</translation>
    </message>
    <message>
        <source>Saved game {game}: its first player is not a seat number.</source>
        <translation>Saved game {game}: its first player is not a seat number.</translation>
    </message>
    <message>
        <source>Saved game {game}: its dealt stars are unreadable: {detail}.</source>
        <translation>Saved game {game}: its dealt stars are unreadable: {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its dealt stars are not a list of cards.</source>
        <translation>Saved game {game}: its dealt stars are not a list of cards.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at the start: {detail}. The rules or its card set may have changed since it was saved.</source>
        <translation>Saved game {game} ({names}) no longer replays at the start: {detail}. The rules or its card set may have changed since it was saved.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved.</source>
        <translation>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved. Moves 1 to {intact} are intact: undo back to there to play on.</source>
        <translation>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved. Moves 1 to {intact} are intact: undo back to there to play on.</translation>
    </message>
    <message>
        <source>copy the card sets</source>
        <translation>copy the card sets</translation>
    </message>
    <message>
        <source>store the card set</source>
        <translation>store the card set</translation>
    </message>
    <message>
        <source>list the card sets</source>
        <translation>list the card sets</translation>
    </message>
    <message>
        <source>read the card set</source>
        <translation>read the card set</translation>
    </message>
    <message>
        <source>save the new game</source>
        <translation>save the new game</translation>
    </message>
    <message>
        <source>save the move</source>
        <translation>save the move</translation>
    </message>
    <message>
        <source>read the game</source>
        <translation>read the game</translation>
    </message>
    <message>
        <source>list the saved games</source>
        <translation>list the saved games</translation>
    </message>
    <message>
        <source>delete the game</source>
        <translation>delete the game</translation>
    </message>
    <message>
        <source>undo the move</source>
        <translation>undo the move</translation>
    </message>
    <message>
        <source>compute statistics</source>
        <translation>compute statistics</translation>
    </message>
    <message>
        <source>import the game</source>
        <translation>import the game</translation>
    </message>
    <message>
        <source>read the card sets</source>
        <translation>read the card sets</translation>
    </message>
    <message>
        <source>the operating system does not allow it (permission denied)</source>
        <translation>the operating system does not allow it (permission denied)</translation>
    </message>
    <message>
        <source>the saved games file is read-only</source>
        <translation>the saved games file is read-only</translation>
    </message>
    <message>
        <source>the disk could not be read or written (input/output error)</source>
        <translation>the disk could not be read or written (input/output error)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>the saved games file cannot be opened</source>
        <translation>the saved games file cannot be opened</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>the disk quota is used up</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>the disk is read-only</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission denied</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>a file stands where a folder should be</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>it does not exist</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>input/output error</translation>
    </message>
    <message>
        <source>it is a symbolic link; remove it</source>
        <translation>it is a symbolic link; remove it</translation>
    </message>
    <message>
        <source>another file is in its place; move it away</source>
        <translation>another file is in its place; move it away</translation>
    </message>
    <message>
        <source>it keeps changing</source>
        <translation>it keeps changing</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>A card not named</source>
        <translation>A card not named</translation>
    </message>
</context>
</TS>