<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_GB">
<context>
    <name />
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>A card not named</source>
        <translation>Nicht benannte Karte</translation>
    </message>
    <message>
        <source>Which card this was was not entered at the table.</source>
        <translation>Welche Karte das war, wurde am Tisch nicht eingegeben.</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Cards: {count}, top first (the pile is never shuffled back):</source>
        <translation>Karten: {count}, oberste zuerst (der Stapel wird nie zurückgemischt):</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Seats (in playing order)</source>
        <translation>&amp;Plätze (in Spielreihenfolge)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Seat {n}: name</source>
        <translation>Platz {n}: Name</translation>
    </message>
    <message>
        <source>Seat {n}: computer level</source>
        <translation>Platz {n}: Stufe des Computers</translation>
    </message>
    <message>
        <source>&amp;Advanced: seed and first player</source>
        <translation>&amp;Erweitert: Startwert und erster Spieler</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Card set:</source>
        <translation>&amp;Kartensatz:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;Startspieler:</translation>
    </message>
    <message>
        <source>Always ask for reactions (hides whether a player holds one)</source>
        <translation>Immer nach Reaktionen fragen (verbirgt, ob jemand eine hat)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Seat {n}: human or computer</source>
        <translation>Platz {n}: Mensch oder Computer</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Zuglimit</translation>
    </message>
    <message>
        <source>&amp;Turn limit:</source>
        <translation>&amp;Zuglimit:</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The same seed, card set and moves give the same game.</source>
        <translation>Gleicher Startwert, gleicher Kartensatz und gleiche Spielzüge ergeben dasselbe Spiel.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Zufällig gewählt</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>Platz {n}: {name}</translation>
    </message>
    <message>
        <source>Please type your name for the first seat.</source>
        <translation>Bitte gib deinen Namen für den ersten Platz ein.</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Jeder Platz braucht einen Namen.</translation>
    </message>
    <message>
        <source>Seat {n}: a name is text on one line, without control characters.</source>
        <translation>Platz {n}: Ein Name ist Text in einer Zeile, ohne Steuerzeichen.</translation>
    </message>
    <message>
        <source>A game played from phones needs at least one human seat.</source>
        <translation>Eine Partie mit Handys braucht mindestens einen menschlichen Platz.</translation>
    </message>
    <message>
        <source>Two seats have the same name: give each player their own.</source>
        <translation>Zwei Plätze haben denselben Namen: Gib jedem Spieler einen eigenen.</translation>
    </message>
    <message>
        <source>There is no card set to play with.</source>
        <translation>Es gibt keinen Kartensatz zum Spielen.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>{action}: click the player to target (highlighted). Esc cancels.</source>
        <translation>{action}: Klicke den Zielspieler an (hervorgehoben). Esc bricht ab.</translation>
    </message>
    <message>
        <source>Click the star who gets the film {film} (highlighted). Esc cancels.</source>
        <translation>Klicke den Star an, der den Film {film} bekommt (hervorgehoben). Esc bricht ab.</translation>
    </message>
    <message>
        <source>Click the star who gets the film (highlighted). Esc cancels.</source>
        <translation>Klicke den Star an, der den Film bekommt (hervorgehoben). Esc bricht ab.</translation>
    </message>
    <message>
        <source>{action}: click which of {name}'s stars receives it. Esc cancels.</source>
        <translation>{action}: Klicke den Star von {name}, der ihn bekommt. Esc bricht ab.</translation>
    </message>
    <message>
        <source>{action}: click the star of yours who receives it. Esc cancels.</source>
        <translation>{action}: Klicke deinen Star an, der ihn erhält. Esc bricht ab.</translation>
    </message>
    <message>
        <source>{action}: click a rival star to outshine (highlighted). Esc cancels.</source>
        <translation>{action}: Klicke einen gegnerischen Star zum Ausstechen an (hervorgehoben). Esc bricht ab.</translation>
    </message>
    <message>
        <source>{action}: click its target on the table (highlighted). Esc cancels.</source>
        <translation>{action}: Klicke das Ziel auf dem Tisch an (hervorgehoben). Esc bricht ab.</translation>
    </message>
    <message>
        <source>Choose the target of the award you revealed.</source>
        <translation>Wähle das Ziel des Preises, den du aufgedeckt hast.</translation>
    </message>
    <message>
        <source>Respond: play a reaction from your hand or a star's reaction, or Pass.</source>
        <translation>Antworte: Spiele eine Reaktion aus der Hand oder die Reaktion eines Stars, oder passe.</translation>
    </message>
    <message>
        <source>You have left the game: you had no star on the table in the final showdown.</source>
        <translation>Du bist ausgeschieden: Im großen Finale hattest du keinen Star mehr auf dem Tisch.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Warte auf {name}.</translation>
    </message>
    <message>
        <source>Choose the award you give back.</source>
        <translation>Wähle den Preis, den du zurückgibst.</translation>
    </message>
    <message>
        <source>Selected: {names}. Choose an action, or click a rival star to outshine.</source>
        <translation>Gewählt: {names}. Wähle eine Aktion oder klicke einen gegnerischen Star zum Ausstechen an.</translation>
    </message>
    <message>
        <source>Select one or more of your stars, then an action; or play a card from your hand.</source>
        <translation>Wähle einen oder mehrere deiner Stars, dann eine Aktion; oder spiele eine Karte aus der Hand.</translation>
    </message>
    <message>
        <source>No one is playing from this screen.</source>
        <translation>An diesem Bildschirm spielt niemand.</translation>
    </message>
    <message>
        <source>Make a film</source>
        <translation>Film drehen</translation>
    </message>
    <message>
        <source>Outshine with {star}</source>
        <translation>Ausstechen mit {star}</translation>
    </message>
    <message>
        <source>{star}'s ability</source>
        <translation>Fähigkeit von {star}</translation>
    </message>
    <message>
        <source>{name} cannot be chosen for this.</source>
        <translation>{name} kann dafür nicht gewählt werden.</translation>
    </message>
    <message>
        <source>To outshine a rival star, first select exactly one of {name}'s stars.</source>
        <translation>Um einen gegnerischen Star auszustechen, wähle zuerst genau einen Star von {name}.</translation>
    </message>
    <message>
        <source>To outshine a rival star, first select exactly one of your stars.</source>
        <translation>Um einen gegnerischen Star auszustechen, wähle zuerst genau einen deiner Stars.</translation>
    </message>
    <message>
        <source>Make &amp;film</source>
        <translation>&amp;Film drehen</translation>
    </message>
    <message>
        <source>&amp;Buy award</source>
        <translation>Preis &amp;kaufen</translation>
    </message>
    <message>
        <source>&amp;Outshine</source>
        <translation>&amp;Ausstechen</translation>
    </message>
    <message>
        <source>Use &amp;ability</source>
        <translation>Fä&amp;higkeit nutzen</translation>
    </message>
    <message>
        <source>&amp;Pass (respond with nothing)</source>
        <translation>&amp;Passen (nicht antworten)</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <source>No hints in a table game: the app does not know the cards in the players' hands.</source>
        <translation>Keine Tipps in einer Tischpartie: Die App kennt die Karten in den Händen der Spieler nicht.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>BEFORE WE START</source>
        <translation>BEVOR ES LOSGEHT</translation>
    </message>
    <message>
        <source>For adults only</source>
        <translation>Nur für Erwachsene</translation>
    </message>
    <message>
        <source>Red Light is a card game for adults (18+). Please confirm that you are 18 or older.</source>
        <translation>Red Light ist ein Kartenspiel für Erwachsene (18+). Bitte bestätige, dass du mindestens 18 Jahre alt bist.</translation>
    </message>
    <message>
        <source>I am 18 or older</source>
        <translation>Ich bin mindestens 18</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>&amp;Game log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <source>Could not list saved games: {error}</source>
        <translation>Gespeicherte Spiele konnten nicht aufgelistet werden: {error}</translation>
    </message>
    <message>
        <source>{owner}'s {star} (psyche {psyche}, charisma {charisma}, fame {fame})</source>
        <translation>{star} von {owner} (Psyche {psyche}, Charisma {charisma}, Ruhm {fame})</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>(does not count toward the four)</source>
        <translation>(zählt nicht zu den vier)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>New &amp;table game…</source>
        <translation>Neues &amp;Tischspiel…</translation>
    </message>
    <message>
        <source>Play with &amp;phones…</source>
        <translation>Mit &amp;Handys spielen…</translation>
    </message>
    <message>
        <source>&amp;Start page (resume a game)</source>
        <translation>&amp;Startseite (Spiel fortsetzen)</translation>
    </message>
    <message>
        <source>Car&amp;d sets…</source>
        <translation>&amp;Kartensätze…</translation>
    </message>
    <message>
        <source>&amp;Look back at a game…</source>
        <translation>&amp;Partie nachspielen…</translation>
    </message>
    <message>
        <source>Export lo&amp;g…</source>
        <translation>Protokoll e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>End by &amp;agreement…</source>
        <translation>Im &amp;Einvernehmen beenden…</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>Spie&amp;l schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Add a star</source>
        <translation>Star hinzufügen</translation>
    </message>
    <message>
        <source>Add an event</source>
        <translation>Ereignis hinzufügen</translation>
    </message>
    <message>
        <source>Add a film</source>
        <translation>Film hinzufügen</translation>
    </message>
    <message>
        <source>Add an award</source>
        <translation>Preis hinzufügen</translation>
    </message>
    <message>
        <source>Added a star: type its name.</source>
        <translation>Star hinzugefügt: gib ihren Namen ein.</translation>
    </message>
    <message>
        <source>Added an event: type its name.</source>
        <translation>Ereignis hinzugefügt: gib seinen Namen ein.</translation>
    </message>
    <message>
        <source>Added a film: type its name.</source>
        <translation>Film hinzugefügt: gib seinen Namen ein.</translation>
    </message>
    <message>
        <source>Added an award: type its name.</source>
        <translation>Preis hinzugefügt: gib seinen Namen ein.</translation>
    </message>
    <message numerus="yes">
        <source>{n} stars</source>
        <translation>
            <numerusform>{n} Star</numerusform>
            <numerusform>{n} Stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} events</source>
        <translation>
            <numerusform>{n} Ereignis</numerusform>
            <numerusform>{n} Ereignisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} films</source>
        <translation>
            <numerusform>{n} Film</numerusform>
            <numerusform>{n} Filme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} awards</source>
        <translation>
            <numerusform>{n} Preis</numerusform>
            <numerusform>{n} Preise</numerusform>
        </translation>
    </message>
    <message>
        <source>New set from &amp;scratch</source>
        <translation>Neuer Satz von &amp;Grund auf</translation>
    </message>
    <message>
        <source>Start an empty card set</source>
        <translation>Einen leeren Kartensatz beginnen</translation>
    </message>
    <message>
        <source>&amp;Copy the demo set</source>
        <translation>Demo-Satz &amp;kopieren</translation>
    </message>
    <message>
        <source>Start from a copy of the shipped demo set</source>
        <translation>Mit einer Kopie des mitgelieferten Demo-Satzes beginnen</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>JSON &amp;importieren…</translation>
    </message>
    <message>
        <source>Import a card set file</source>
        <translation>Eine Kartensatz-Datei importieren</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>JSON &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export this card set to a file</source>
        <translation>Diesen Kartensatz in eine Datei exportieren</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Store this set (a new version when it changed; stored sets are never overwritten)</source>
        <translation>Diesen Satz ablegen (eine neue Version, wenn er geändert wurde; abgelegte Sätze werden nie überschrieben)</translation>
    </message>
    <message>
        <source>&amp;Use for new games</source>
        <translation>Für neue Spiele &amp;verwenden</translation>
    </message>
    <message>
        <source>Save the set and use it for new games</source>
        <translation>Den Satz speichern und für neue Spiele verwenden</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Letzte Änderung rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>Karte &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add a card of the selected kind</source>
        <translation>Eine Karte der gewählten Art hinzufügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>Duplicate the selected card</source>
        <translation>Die gewählte Karte duplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selected card</source>
        <translation>Die gewählte Karte löschen</translation>
    </message>
    <message>
        <source>&amp;Find a card</source>
        <translation>Karte &amp;finden</translation>
    </message>
    <message>
        <source>Next &amp;problem</source>
        <translation>Nächstes &amp;Problem</translation>
    </message>
    <message>
        <source>Go to the next problem</source>
        <translation>Zum nächsten Problem</translation>
    </message>
    <message>
        <source>Set &amp;name:</source>
        <translation>&amp;Name des Satzes:</translation>
    </message>
    <message>
        <source>The name of your box, e.g. “My box”</source>
        <translation>Der Name deiner Schachtel, z. B. „Meine Schachtel“</translation>
    </message>
    <message>
        <source>Award costs:</source>
        <translation>Preiskosten:</translation>
    </message>
    <message>
        <source>Fame needed for a player's 1st, 2nd, 3rd and 4th award</source>
        <translation>Nötiger Ruhm für den 1., 2., 3. und 4. Preis eines Spielers</translation>
    </message>
    <message>
        <source>Show card &amp;ids (advanced)</source>
        <translation>Karten-&amp;IDs zeigen (erweitert)</translation>
    </message>
    <message>
        <source>Ids name cards in saved games and scenario files; the app makes them from the names.</source>
        <translation>IDs benennen Karten in gespeicherten Spielen und Szenario-Dateien; die App bildet sie aus den Namen.</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Karte hinzufügen</translation>
    </message>
    <message>
        <source>Form of the card: {kind}</source>
        <translation>Formular der Karte: {kind}</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>Neuer Satz</translation>
    </message>
    <message>
        <source>&amp;Open a stored set</source>
        <translation>Abgelegten Satz &amp;öffnen</translation>
    </message>
    <message>
        <source>Open stored</source>
        <translation>Abgelegten öffnen</translation>
    </message>
    <message>
        <source>Open a card set kept in the store</source>
        <translation>Einen abgelegten Kartensatz öffnen</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>&amp;Satz</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>Card set #{id} could not be opened: {error}</source>
        <translation>Kartenset Nr. {id} konnte nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>A new, empty set: add at least one card of each kind.</source>
        <translation>Ein neuer, leerer Satz: füge mindestens eine Karte jeder Art hinzu.</translation>
    </message>
    <message>
        <source>The demo set could not be read</source>
        <translation>Der Demo-Satz konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Kopie von {name}</translation>
    </message>
    <message>
        <source>A copy of the demo set: change what your box has.</source>
        <translation>Eine Kopie des Demo-Satzes: ändere, was deine Schachtel enthält.</translation>
    </message>
    <message>
        <source>The card set could not be opened</source>
        <translation>Der Kartensatz konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The store cannot be read: {error}</source>
        <translation>Die Ablage kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>No card sets stored yet</source>
        <translation>Noch keine Kartensätze abgelegt</translation>
    </message>
    <message>
        <source>used for new games</source>
        <translation>für neue Spiele verwendet</translation>
    </message>
    <message>
        <source>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</source>
        <translation>„{name}“ gelöscht. Rückgängig (Strg+Z) holt sie zurück.</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Keine Probleme.</translation>
    </message>
    <message>
        <source>{n} different</source>
        <translation>{n} verschiedene</translation>
    </message>
    <message>
        <source>enough for 2 players</source>
        <translation>reicht für 2 Spieler</translation>
    </message>
    <message>
        <source>enough for 2 to {n} players</source>
        <translation>reicht für 2 bis {n} Spieler</translation>
    </message>
    <message numerus="yes">
        <source>{n} more stars</source>
        <translation>
            <numerusform>{n} weitere Star</numerusform>
            <numerusform>{n} weitere Stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} more events</source>
        <translation>
            <numerusform>{n} weiteres Ereignis</numerusform>
            <numerusform>{n} weitere Ereignisse</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough for a game yet: 2 players need {cards}</source>
        <translation>noch nicht genug für ein Spiel: 2 Spieler brauchen {cards}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Your turn, turn {turn}.</source>
        <translation>Du bist dran, Zug {turn}.</translation>
    </message>
    <message>
        <source>{name}'s turn.</source>
        <translation>{name} ist dran.</translation>
    </message>
    <message>
        <source>Game over: {why}</source>
        <translation>Spiel vorbei: {why}</translation>
    </message>
    <message>
        <source>You may respond: {what}. Play a reaction, or Pass ({key}).</source>
        <translation>Du darfst antworten: {what}. Spiele eine Reaktion oder passe ({key}).</translation>
    </message>
    <message>
        <source>{name} may respond: {what}.</source>
        <translation>{name} darf antworten: {what}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Wiederholt.</translation>
    </message>
    <message>
        <source>New card set</source>
        <translation>Neuer Kartensatz</translation>
    </message>
    <message>
        <source>The set cannot be saved</source>
        <translation>Der Satz kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The set could not be saved</source>
        <translation>Der Satz konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved as “{name}” (#{id}).</source>
        <translation>Gespeichert als „{name}“ (#{id}).</translation>
    </message>
    <message>
        <source>Nothing new to store: this is “{name}” (#{id}).</source>
        <translation>Nichts Neues abzulegen: das ist „{name}“ (#{id}).</translation>
    </message>
    <message>
        <source>…and {n} more; the problems list shows them all.</source>
        <translation>…und {n} weitere; die Problemliste zeigt alle.</translation>
    </message>
    <message numerus="yes">
        <source>Fix these {n} problems first:</source>
        <translation>
            <numerusform>Behebe zuerst dieses Problem:</numerusform>
            <numerusform>Behebe zuerst diese {n} Probleme:</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough cards for a game</source>
        <translation>Nicht genug Karten für ein Spiel</translation>
    </message>
    <message>
        <source>The set is stored, but a game needs at least 2 stars and 8 events (a star and 4 events for each player).</source>
        <translation>Der Satz ist abgelegt, aber ein Spiel braucht mindestens 2 Stars und 8 Ereignisse (eine Star und 4 Ereignisse je Spieler).</translation>
    </message>
    <message>
        <source>New games will use “{name}” (#{id}), for 2 to {n} players.</source>
        <translation>Neue Spiele verwenden „{name}“ (#{id}), für 2 bis {n} Spieler.</translation>
    </message>
    <message>
        <source>The file could not be read</source>
        <translation>Die Datei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>The card set was not imported</source>
        <translation>Der Kartensatz wurde nicht importiert</translation>
    </message>
    <message>
        <source>“{file}” was not imported, and nothing was stored:</source>
        <translation>„{file}“ wurde nicht importiert, und nichts wurde abgelegt:</translation>
    </message>
    <message>
        <source>The card set could not be stored</source>
        <translation>Der Kartensatz konnte nicht abgelegt werden</translation>
    </message>
    <message>
        <source>Imported “{file}” as “{name}” (#{id}).</source>
        <translation>„{file}“ als „{name}“ (#{id}) importiert.</translation>
    </message>
    <message>
        <source>“{file}” was already stored as “{name}” (#{id}); opened it.</source>
        <translation>„{file}“ war schon als „{name}“ (#{id}) abgelegt; geöffnet.</translation>
    </message>
    <message>
        <source>The set cannot be exported</source>
        <translation>Der Satz kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>The file could not be written</source>
        <translation>Die Datei konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Exportiert nach {path}.</translation>
    </message>
    <message>
        <source>Import a card set</source>
        <translation>Kartensatz importieren</translation>
    </message>
    <message>
        <source>Card sets (*.json);;All files (*)</source>
        <translation>Kartensätze (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export the card set</source>
        <translation>Kartensatz exportieren</translation>
    </message>
    <message>
        <source>Card sets (*.json)</source>
        <translation>Kartensätze (*.json)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved.</source>
        <translation>„{name}“ hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>Dieser Satz</translation>
    </message>
    <message>
        <source>Save them as a new version first?</source>
        <translation>Zuerst als neue Version speichern?</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Kartensätze</translation>
    </message>
    <message numerus="yes">
        <source>used by {n} saved games</source>
        <translation>
            <numerusform>von {n} gespeicherten Spiel verwendet</numerusform>
            <numerusform>von {n} gespeicherten Spielen verwendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Not stored yet</source>
        <translation>Noch nicht abgelegt</translation>
    </message>
    <message>
        <source>Save (Ctrl+S) keeps it in the store</source>
        <translation>Speichern (Strg+S) legt ihn ab</translation>
    </message>
    <message>
        <source>Changed since #{id} “{name}”</source>
        <translation>Geändert seit #{id} „{name}“</translation>
    </message>
    <message>
        <source>saving makes a new version</source>
        <translation>Speichern erzeugt eine neue Version</translation>
    </message>
    <message>
        <source>Stored as #{id} “{name}”</source>
        <translation>Abgelegt als #{id} „{name}“</translation>
    </message>
    <message>
        <source>Stored sets are never changed: saving an edited set makes a new version, and saved games keep the version they were started with.</source>
        <translation>Abgelegte Sätze ändern sich nie: Ein bearbeiteter Satz wird als neue Version gespeichert, und gespeicherte Spiele behalten die Version, mit der sie begonnen wurden.</translation>
    </message>
    <message>
        <source>&amp;Cancel selection / target</source>
        <translation>Auswahl / &amp;Ziel abbrechen</translation>
    </message>
    <message>
        <source>Select your &amp;star</source>
        <translation>Deinen &amp;Star wählen</translation>
    </message>
    <message>
        <source>Star or target {n}</source>
        <translation>Star oder Ziel {n}</translation>
    </message>
    <message>
        <source>Play a ca&amp;rd from your hand</source>
        <translation>Karte aus der Han&amp;d spielen</translation>
    </message>
    <message>
        <source>Card {n}</source>
        <translation>Karte {n}</translation>
    </message>
    <message>
        <source>Play an any-time event out of &amp;turn</source>
        <translation>&amp;Jederzeit-Ereignis außer der Reihe spielen</translation>
    </message>
    <message>
        <source>Out of turn: next human player</source>
        <translation>Außer der Reihe: nächster menschlicher Spieler</translation>
    </message>
    <message>
        <source>Look through the &amp;discard pile</source>
        <translation>Ablagestapel d&amp;urchsehen</translation>
    </message>
    <message>
        <source>&amp;Hint: what would a good player do?</source>
        <translation>&amp;Tipp: Was würde ein guter Spieler tun?</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Search the rules</source>
        <translation>Regeln &amp;durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>&amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Über</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Undo: {entry}</source>
        <translation>Rückgängig: {entry}</translation>
    </message>
    <message>
        <source>&amp;Undo: {entry}</source>
        <translation>&amp;Rückgängig: {entry}</translation>
    </message>
    <message>
        <source>player · any of her owner's stars, hand or awards is targeted</source>
        <translation>Spieler · ein Star, die Hand oder die Preise ihres Besitzers werden getroffen</translation>
    </message>
    <message>
        <source>star · only when she herself is targeted</source>
        <translation>Star · nur wenn sie selbst getroffen wird</translation>
    </message>
    <message>
        <source>green · psyche</source>
        <translation>grün · Psyche</translation>
    </message>
    <message>
        <source>red · charisma</source>
        <translation>rot · Charisma</translation>
    </message>
    <message>
        <source>blue · fame</source>
        <translation>blau · Ruhm</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>silver · negative</source>
        <translation>Silber · negativ</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Passive</source>
        <translation>Passiv</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <source>Fame for the {ordinal} award</source>
        <translation>Ruhm für den {ordinal} Preis</translation>
    </message>
    <message>
        <source>Fame needed for a player's {ordinal} award</source>
        <translation>Nötiger Ruhm für den {ordinal} Preis eines Spielers</translation>
    </message>
    <message>
        <source>The name printed on the card</source>
        <translation>Der auf der Karte gedruckte Name</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>An id holds at most {limit} characters; the rest was left out.</source>
        <translation>Eine ID hat höchstens {limit} Zeichen; der Rest wurde weggelassen.</translation>
    </message>
    <message>
        <source>Unique in the set. Games, logs and scenarios name cards by id; the 2nd copy of a card is ID#2, and so on.</source>
        <translation>Eindeutig im Satz. Spiele, Protokolle und Szenarien benennen Karten mit der ID; die 2. Kopie einer Karte ist ID#2 und so weiter.</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>The number of copies</source>
        <comment>number field as a subject</comment>
        <translation>Die Anzahl der Kopien</translation>
    </message>
    <message>
        <source>How many of this card the box holds ({low} to {high})</source>
        <translation>Wie viele dieser Karten die Schachtel enthält ({low} bis {high})</translation>
    </message>
    <message>
        <source>C&amp;opies:</source>
        <translation>&amp;Kopien:</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Kartentext</translation>
    </message>
    <message>
        <source>The card's words (shown in the game and the log)</source>
        <translation>Die Worte der Karte (im Spiel und im Protokoll gezeigt)</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message numerus="yes">
        <source>{n} copies</source>
        <translation>
            <numerusform>{n} Kopie</numerusform>
            <numerusform>{n} Kopien</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} copies: {ids}</source>
        <translation>{n} Kopien: {ids}</translation>
    </message>
    <message numerus="yes">
        <source>{n} problems on this card</source>
        <translation>
            <numerusform>{n} Problem auf dieser Karte</numerusform>
            <numerusform>{n} Probleme auf dieser Karte</numerusform>
        </translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
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
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>&amp;Psyche:</source>
        <translation>&amp;Psyche:</translation>
    </message>
    <message>
        <source>C&amp;harisma:</source>
        <translation>&amp;Charisma:</translation>
    </message>
    <message>
        <source>&amp;Fame:</source>
        <translation>&amp;Ruhm:</translation>
    </message>
    <message>
        <source>The rulebook's psyche and charisma come in tens (50, 100); fame is the number of stars printed on the card.</source>
        <translation>Im Regelheft kommen Psyche und Charisma in Zehnern (50, 100); Ruhm ist die Zahl der auf der Karte gedruckten Sterne.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Effekt:</translation>
    </message>
    <message>
        <source>When a reaction ability is offered in its owner's response window</source>
        <translation>Wann eine Reaktionsfähigkeit im Reaktionsfenster ihres Besitzers angeboten wird</translation>
    </message>
    <message>
        <source>&amp;Answers:</source>
        <translation>&amp;Antwortet auf:</translation>
    </message>
    <message>
        <source>What the ability says</source>
        <translation>Was die Fähigkeit sagt</translation>
    </message>
    <message>
        <source>Ability te&amp;xt:</source>
        <translation>Fähigkeits&amp;text:</translation>
    </message>
    <message>
        <source>P&amp;layed:</source>
        <translation>&amp;Gespielt:</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>&amp;Effect:</source>
        <translation>&amp;Effekt:</translation>
    </message>
    <message>
        <source>Targets are chosen by the player when the card is played. Protecting and cancelling work only as reactions.</source>
        <translation>Ziele wählt der Spieler, wenn die Karte gespielt wird. Schützen und Aufheben wirken nur als Reaktionen.</translation>
    </message>
    <message>
        <source>Co&amp;lour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <source>The bonus</source>
        <comment>number field as a subject</comment>
        <translation>Der Bonus</translation>
    </message>
    <message>
        <source>&amp;Bonus:</source>
        <translation>&amp;Bonus:</translation>
    </message>
    <message>
        <source>The fame required</source>
        <comment>number field as a subject</comment>
        <translation>Der nötige Ruhm</translation>
    </message>
    <message>
        <source>Fame &amp;required:</source>
        <translation>&amp;Nötiger Ruhm:</translation>
    </message>
    <message>
        <source>The bonus is added to the value of the film's colour; the fame required is what it takes to make the film.</source>
        <translation>Der Bonus kommt zum Wert der Filmfarbe hinzu; der nötige Ruhm ist, was es zum Drehen des Films braucht.</translation>
    </message>
    <message>
        <source>F&amp;rame:</source>
        <translation>&amp;Rahmen:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Its own cost row</source>
        <translation>Eigene Kostenreihe</translation>
    </message>
    <message>
        <source>Costs:</source>
        <translation>Kosten:</translation>
    </message>
    <message>
        <source>Revealed when drawn</source>
        <translation>Beim Ziehen aufgedeckt</translation>
    </message>
    <message>
        <source>Counts toward the four that win</source>
        <translation>Zählt zu den vier Siegpreisen</translation>
    </message>
    <message>
        <source>What the award does when played from hand or revealed; none for most awards.</source>
        <translation>Was der Preis tut, wenn er aus der Hand gespielt oder aufgedeckt wird; bei den meisten Preisen nichts.</translation>
    </message>
    <message>
        <source>Fame needed for a player's 1st to 4th award when this is the one bought.</source>
        <translation>Nötiger Ruhm für den 1. bis 4. Preis eines Spielers, wenn dieser gekauft wird.</translation>
    </message>
    <message>
        <source>Uses the set's award costs ({costs}).</source>
        <translation>Verwendet die Preiskosten des Satzes ({costs}).</translation>
    </message>
    <message>
        <source>Select a card on the left, or add one with &lt;b&gt;Add card&lt;/b&gt; (Ctrl+N);&lt;br&gt;the arrow beside it picks the kind.</source>
        <translation>Wähle links eine Karte oder füge mit &lt;b&gt;Karte hinzufügen&lt;/b&gt; (Strg+N) eine hinzu;&lt;br&gt;der Pfeil daneben wählt die Art.</translation>
    </message>
    <message>
        <source>A companion for the card game Red Light: rules, saved games and digital play.</source>
        <translation>Ein Begleiter für das Kartenspiel Red Light: Regeln, gespeicherte Spiele und digitales Spielen.</translation>
    </message>
    <message>
        <source>The saved games cannot be written here, so they can only be viewed.</source>
        <translation>Die gespeicherten Spiele können hier nicht geschrieben werden, daher lassen sie sich nur ansehen.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>Close the game and set up a new one?</source>
        <translation>Das Spiel schließen und ein neues einrichten?</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game?</source>
        <translation>Eine Partie ist offen. Sie ist gespeichert: Du kannst sie auf der Startseite fortsetzen. Schließen und eine neue Partie einrichten?</translation>
    </message>
    <message>
        <source>The game cannot be resumed</source>
        <translation>Das Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>Delete this saved game for good?</source>
        <translation>Dieses gespeicherte Spiel endgültig löschen?</translation>
    </message>
    <message>
        <source>{giver} is still choosing an award to give back: if the game closes now, the move that asked for it is not made.</source>
        <translation>{giver} wählt noch einen Preis zum Zurückgeben: Wird das Spiel jetzt geschlossen, findet der Spielzug, der ihn verlangt hat, nicht statt.</translation>
    </message>
    <message>
        <source>{giver} is still choosing an award to give back, so {player}'s {card} is not played yet: if the game closes now, the card goes back to {player}'s hand.</source>
        <translation>{giver} wählt noch einen Preis zum Zurückgeben, daher ist {card} von {player} noch nicht gespielt: Wird das Spiel jetzt geschlossen, geht die Karte zurück auf die Hand von {player}.</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Spiel schließen</translation>
    </message>
    <message>
        <source>Close the game anyway?</source>
        <translation>Das Spiel trotzdem schließen?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Quit anyway?</source>
        <translation>Trotzdem beenden?</translation>
    </message>
    <message>
        <source>End by agreement</source>
        <translation>Im Einvernehmen beenden</translation>
    </message>
    <message>
        <source>Do all players agree to end the game now, with no winner?</source>
        <translation>Sind alle Spieler einverstanden, das Spiel jetzt ohne Sieger zu beenden?</translation>
    </message>
    <message numerus="yes">
        <source>Autosaved · {count} moves</source>
        <translation>
            <numerusform>Automatisch gespeichert · {count} Spielzug</numerusform>
            <numerusform>Automatisch gespeichert · {count} Spielzüge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not saved · {count} moves</source>
        <translation>
            <numerusform>Nicht gespeichert · {count} Spielzug</numerusform>
            <numerusform>Nicht gespeichert · {count} Spielzüge</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>The move is not shown as made until it is saved. Continue without saving plays on, but nothing from now on is kept when you quit.</source>
        <translation>Der Spielzug gilt erst als gemacht, wenn er gespeichert ist. „Ohne Speichern weiter“ spielt weiter, aber nichts von jetzt an bleibt nach dem Beenden erhalten.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Continue &amp;without saving</source>
        <translation>&amp;Ohne Speichern weiter</translation>
    </message>
    <message>
        <source>{player}'s {card}</source>
        <translation>{card} von {player}</translation>
    </message>
    <message>
        <source>{name} gives back an award of their choice.</source>
        <translation>{name} gibt einen Preis nach Wahl zurück.</translation>
    </message>
    <message>
        <source>{name} revealed an award and chooses its target.</source>
        <translation>{name} hat einen Preis aufgedeckt und wählt sein Ziel.</translation>
    </message>
    <message>
        <source>{name} may respond: it is their turn to answer.</source>
        <translation>{name} darf antworten: jetzt ist die Antwort dran.</translation>
    </message>
    <message>
        <source>{name} asked to play an any-time event during the turn of {active}.</source>
        <translation>{name} möchte im Zug von {active} ein Jederzeit-Ereignis spielen.</translation>
    </message>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <source>HOT SEAT</source>
        <translation>GERÄT WEITERGEBEN</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Weiter an {name}</translation>
    </message>
    <message>
        <source>Everyone else, look away: {name}'s hand will be shown.</source>
        <translation>Alle anderen bitte wegschauen: Die Hand von {name} wird gezeigt.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Ich bin {name}: Hand zeigen</translation>
    </message>
    <message>
        <source>{name}, out of turn: play an any-time event from your hand, or press Done (Esc) to hand back.</source>
        <translation>{name}, außer der Reihe: Spiele ein Jederzeit-Ereignis aus der Hand oder drücke Fertig (Esc), um zurückzugeben.</translation>
    </message>
    <message>
        <source>The final table. Esc goes back to the result.</source>
        <translation>Der Tisch am Ende der Partie. Esc führt zurück zum Ergebnis.</translation>
    </message>
    <message>
        <source>The result: {title}</source>
        <translation>Das Ergebnis: {title}</translation>
    </message>
    <message>
        <source>as {name}</source>
        <translation>als {name}</translation>
    </message>
    <message>
        <source>(only between two human players, with no window open)</source>
        <translation>(nur zwischen zwei menschlichen Spielern, ohne offenes Fenster)</translation>
    </message>
    <message>
        <source>Not possible: {reason}</source>
        <translation>Nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>A hint is for the human player who must act now.</source>
        <translation>Ein Tipp ist für den menschlichen Spieler, der jetzt handeln muss.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt…</translation>
    </message>
    <message>
        <source>Keep your cards for now.</source>
        <translation>Behalte deine Karten vorerst.</translation>
    </message>
    <message>
        <source>Buy an award with {stars}.</source>
        <translation>Kaufe einen Preis mit {stars}.</translation>
    </message>
    <message>
        <source>Make a film with {stars}; it goes to {star}.</source>
        <translation>Drehe einen Film mit {stars}; er geht an {star}.</translation>
    </message>
    <message>
        <source>Outshine {target} with {star}.</source>
        <translation>Stich {target} mit {star} aus.</translation>
    </message>
    <message>
        <source>Use the ability of {star}.</source>
        <translation>Nutze die Fähigkeit von {star}.</translation>
    </message>
    <message>
        <source>Play your award {card} for its effect.</source>
        <translation>Spiele deinen Preis {card} für seinen Effekt.</translation>
    </message>
    <message>
        <source>Play {card}.</source>
        <translation>Spiele {card}.</translation>
    </message>
    <message>
        <source>Pass: let it resolve.</source>
        <translation>Passen: lass es wirken.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Beende deinen Zug.</translation>
    </message>
    <message>
        <source>Target: {target}.</source>
        <translation>Ziel: {target}.</translation>
    </message>
    <message>
        <source>Against {player}.</source>
        <translation>Gegen {player}.</translation>
    </message>
    <message>
        <source>It can be your fourth award, and four awards win.</source>
        <translation>Es kann dein vierter Preis sein, und vier Preise gewinnen.</translation>
    </message>
    <message>
        <source>It brings you an award closer to the four that win (you hold {count}).</source>
        <translation>Es bringt dich einen Preis näher an die vier, die gewinnen (du hast {count}).</translation>
    </message>
    <message>
        <source>{star} gets a film, and a film makes a star stronger.</source>
        <translation>{star} bekommt einen Film, und ein Film macht einen Star stärker.</translation>
    </message>
    <message>
        <source>It removes {player}'s only star on the table, {star}.</source>
        <translation>Es nimmt {player} den einzigen Star auf dem Tisch, {star}.</translation>
    </message>
    <message>
        <source>It removes {player}'s strongest star, {star} (fame {fame}).</source>
        <translation>Es nimmt {player} den stärksten Star, {star} (Ruhm {fame}).</translation>
    </message>
    <message>
        <source>It removes {player}'s {star} (fame {fame}).</source>
        <translation>Es nimmt {player} {star} (Ruhm {fame}).</translation>
    </message>
    <message>
        <source>Her films ({count}) leave the table with her.</source>
        <translation>Ihre Filme ({count}) verlassen mit ihr den Tisch.</translation>
    </message>
    <message>
        <source>Choose the target</source>
        <translation>Ziel wählen</translation>
    </message>
    <message>
        <source>{name}, you revealed the award {award}. It takes effect now and is then shuffled back into the award deck.</source>
        <translation>{name}, du hast den Preis {award} aufgedeckt. Er wirkt jetzt und wird dann wieder in den Preisstapel gemischt.</translation>
    </message>
    <message>
        <source>Its effect: {text}</source>
        <translation>Seine Wirkung: {text}</translation>
    </message>
    <message>
        <source>Choose its target:</source>
        <translation>Wähle sein Ziel:</translation>
    </message>
    <message>
        <source>Aim {award} at {target}</source>
        <translation>{award} auf {target} richten</translation>
    </message>
    <message>
        <source>Choose the target of {award}</source>
        <translation>Ziel von {award} wählen</translation>
    </message>
    <message>
        <source>You keep your reactions for a better moment.</source>
        <translation>Du hebst deine Reaktionen für einen besseren Moment auf.</translation>
    </message>
    <message>
        <source>Nothing else you can do now scores better.</source>
        <translation>Nichts anderes, was du jetzt tun kannst, schneidet besser ab.</translation>
    </message>
    <message>
        <source>Holding back scores best right now.</source>
        <translation>Abwarten ist jetzt am besten.</translation>
    </message>
    <message>
        <source>No hint this time: {error}</source>
        <translation>Diesmal kein Tipp: {error}</translation>
    </message>
    <message>
        <source>Hint: {move} Estimated win chance after it: {chance}%.</source>
        <translation>Tipp: {move} Geschätzte Siegchance danach: {chance} %.</translation>
    </message>
    <message>
        <source>{hint} Why: {reason}</source>
        <translation>{hint} Warum: {reason}</translation>
    </message>
    <message>
        <source>Games played now are not saved.</source>
        <translation>Jetzt gespielte Spiele werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>A journal file beside the saved games was not their own; both were moved to {path} (nothing was deleted) and the saved games go on as they were before it.</source>
        <translation>Eine Journaldatei neben den Spielständen gehörte nicht zu ihnen; beide wurden nach {path} verschoben (nichts wurde gelöscht), und die Spielstände gehen so weiter, wie sie davor waren.</translation>
    </message>
    <message>
        <source>The saved-games file could not be read and was moved aside to {path}; a new one was started.</source>
        <translation>Die Spielstanddatei war nicht lesbar und wurde nach {path} verschoben; eine neue wurde angelegt.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Eine andere Kopie von Red Light Companion verwendet die gespeicherten Spiele in {folder}. Schließ sie zuerst, oder starte diese mit --data-dir, das auf einen anderen Ordner zeigt.</translation>
    </message>
    <message>
        <source>The saved games in {folder} were written by a newer version of Red Light Companion and were left untouched. Update the app, or start it with --data-dir pointing at another folder.</source>
        <translation>Die gespeicherten Spiele in {folder} wurden von einer neueren Version von Red Light Companion geschrieben und blieben unberührt. Aktualisiere die App, oder starte sie mit --data-dir, das auf einen anderen Ordner zeigt.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing will be saved there: its saved games can be viewed (replayed) but not continued.</source>
        <translation>Der Datenordner {folder} ist schreibgeschützt, daher wird dort nichts gespeichert: Seine gespeicherten Spiele lassen sich ansehen (als Wiederholung), aber nicht fortsetzen.</translation>
    </message>
    <message>
        <source>The saved games file {folder} is read-only, so nothing will be saved to it: its saved games can be viewed (replayed) but not continued.</source>
        <translation>Die Datei der gespeicherten Spiele {folder} ist schreibgeschützt, daher wird nichts in ihr gespeichert: Die Spiele darin lassen sich ansehen (als Wiederholung), aber nicht fortsetzen.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing will be saved there, and its saved games cannot be shown:</source>
        <translation>Der Datenordner {folder} ist schreibgeschützt, daher wird dort nichts gespeichert, und seine gespeicherten Spiele lassen sich nicht anzeigen:</translation>
    </message>
    <message>
        <source>The saved games file in {folder} is read-only, so nothing will be saved to it, and its saved games cannot be shown:</source>
        <translation>Die Datei der gespeicherten Spiele in {folder} ist schreibgeschützt, daher wird nichts in ihr gespeichert, und ihre Spiele lassen sich nicht anzeigen:</translation>
    </message>
    <message>
        <source>they were written by a newer version of Red Light Companion; open them with that version.</source>
        <translation>Sie wurden von einer neueren Version von Red Light Companion geschrieben; öffne sie mit jener Version.</translation>
    </message>
    <message>
        <source>the file cannot be read as it is (it is damaged, from an older version, or has another file's journal beside it), and setting it right would write to it. Copy the folder to one you may write to, and start with --data-dir pointing at the copy.</source>
        <translation>Die Datei lässt sich so, wie sie ist, nicht lesen (sie ist beschädigt, stammt von einer älteren Version oder neben ihr liegt das Journal einer anderen Datei), und sie in Ordnung zu bringen hieße, in sie zu schreiben. Kopiere den Ordner an einen Ort, an dem du schreiben darfst, und starte mit --data-dir, das auf die Kopie zeigt.</translation>
    </message>
    <message>
        <source>Make film</source>
        <translation>Film drehen</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Buy award</source>
        <translation>Preis kaufen</translation>
    </message>
    <message>
        <source>B</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Outshine</source>
        <translation>Ausstechen</translation>
    </message>
    <message>
        <source>O</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Esc closes this note.</source>
        <translation>Esc schließt diesen Hinweis.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>A</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>E</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Back to the result</source>
        <translation>Zurück zum Ergebnis</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Taste: {key}</translation>
    </message>
    <message>
        <source>+{count} more</source>
        <translation>+{count} weitere</translation>
    </message>
    <message>
        <source>Why this is not possible</source>
        <translation>Warum das nicht geht</translation>
    </message>
    <message>
        <source>Clear the name</source>
        <translation>Namen löschen</translation>
    </message>
    <message>
        <source>An event (Ctrl+E)</source>
        <translation>Ein Ereignis (Strg+E)</translation>
    </message>
    <message>
        <source>Drew an event, kept secret</source>
        <translation>Zog ein Ereignis, geheim gehalten</translation>
    </message>
    <message>
        <source>nothing matches “{typed}”</source>
        <translation>nichts passt zu „{typed}“</translation>
    </message>
    <message>
        <source>Fame on the top film's back:</source>
        <translation>Ruhm auf der Rückseite des oberen Films:</translation>
    </message>
    <message>
        <source>Fame printed on the top film's back</source>
        <translation>Auf der Rückseite des oberen Films gedruckter Ruhm</translation>
    </message>
    <message>
        <source>Type the number printed on the back of the top film, then Enter or Set. A question mark: not entered yet.</source>
        <translation>Gib die Zahl auf der Rückseite des oberen Films ein, dann Enter oder Setzen. Ein Fragezeichen: noch nicht eingegeben.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Enter the fame on the top film's back</source>
        <translation>Den Ruhm auf der Rückseite des oberen Films eingeben</translation>
    </message>
    <message>
        <source>End the stalled showdown</source>
        <translation>Den stillstehenden Showdown beenden</translation>
    </message>
    <message>
        <source>End the showdown that stood still: the players still in share the win</source>
        <translation>Den stillstehenden Showdown beenden: die verbliebenen Spieler teilen sich den Sieg</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Export the game to a file</source>
        <translation>Die Partie in eine Datei exportieren</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Top film: fame {fame} entered</source>
        <translation>Oberer Film: Ruhm {fame} eingetragen</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>the fame entered for the top film</comment>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Change the fame entered for the top film's back</source>
        <translation>Den für die Rückseite des oberen Films eingetragenen Ruhm ändern</translation>
    </message>
    <message>
        <source>Not possible:</source>
        <translation>Nicht möglich:</translation>
    </message>
    <message>
        <source>Not possible now: {reason}</source>
        <translation>Jetzt nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>rule {id}</source>
        <translation>Regel {id}</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>award</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Star</translation>
    </message>
    <message>
        <source>film</source>
        <translation>Film</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>Table game · saved entries: {count}</source>
        <translation>Tischpartie · gespeicherte Einträge: {count}</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Tischmodus</translation>
    </message>
    <message>
        <source>Follow a game played with real cards. Keys: E ends the turn, P passes, Esc cancels; other letters start a card's name.</source>
        <translation>Eine Partie mit echten Karten verfolgen. Tasten: E beendet den Zug, P passt, Esc bricht ab; andere Buchstaben beginnen einen Kartennamen.</translation>
    </message>
    <message>
        <source>{star}'s ability (A)</source>
        <translation>Fähigkeit von {star} (A)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}.</source>
        <translation>Partie vorbei. Sieg: {names}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {award} was revealed (A5). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} zieht noch {count} Karte: {award} wurde aufgedeckt (A5). Gib den gezogenen Star oder ein Ereignis ein.</numerusform>
            <numerusform>{name} zieht noch {count} Karten: {award} wurde aufgedeckt (A5). Gib den gezogenen Star oder ein Ereignis ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {award} was played from the hand (E4). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} zieht noch {count} Karte: {award} wurde aus der Hand gespielt (E4). Gib den gezogenen Star oder ein Ereignis ein.</numerusform>
            <numerusform>{name} zieht noch {count} Karten: {award} wurde aus der Hand gespielt (E4). Gib den gezogenen Star oder ein Ereignis ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {star}'s ability was used ({rule}). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} zieht noch {count} Karte: Die Fähigkeit von {star} wurde genutzt ({rule}). Gib den gezogenen Star oder ein Ereignis ein.</numerusform>
            <numerusform>{name} zieht noch {count} Karten: Die Fähigkeit von {star} wurde genutzt ({rule}). Gib den gezogenen Star oder ein Ereignis ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {event} was played ({rule}). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} zieht noch {count} Karte: {event} wurde gespielt ({rule}). Gib den gezogenen Star oder ein Ereignis ein.</numerusform>
            <numerusform>{name} zieht noch {count} Karten: {event} wurde gespielt ({rule}). Gib den gezogenen Star oder ein Ereignis ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} drew… ({count} to enter): the star that came out, or an event</source>
        <translation>{name} zog… ({count} einzugeben): den gezogenen Star oder ein Ereignis</translation>
    </message>
    <message>
        <source>Star name…</source>
        <translation>Name des Stars…</translation>
    </message>
    <message>
        <source>Which award does {name} give back?</source>
        <translation>Welchen Preis gibt {name} zurück?</translation>
    </message>
    <message>
        <source>Which film came up?</source>
        <translation>Welcher Film kam heraus?</translation>
    </message>
    <message>
        <source>Which award came up?</source>
        <translation>Welcher Preis kam heraus?</translation>
    </message>
    <message>
        <source>Card name…</source>
        <translation>Kartenname…</translation>
    </message>
    <message>
        <source>{name} revealed {award} ({effect}). Which target did they choose?</source>
        <translation>{name} hat {award} aufgedeckt ({effect}). Welches Ziel wurde gewählt?</translation>
    </message>
    <message>
        <source>Target…</source>
        <translation>Ziel…</translation>
    </message>
    <message>
        <source>Reaction played…</source>
        <translation>Gespielte Reaktion…</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {stars} selected. Tap what they did, or a highlighted rival to outshine.</source>
        <translation>
            <numerusform>{name}: {stars} gewählt. Tippe, was sie tat, oder eine hervorgehobene Rivalin zum Ausstechen.</numerusform>
            <numerusform>{name}: {stars} gewählt. Tippe, was sie taten, oder eine hervorgehobene Rivalin zum Ausstechen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}'s turn: tap their stars on the table, then what they did.</source>
        <translation>{name} ist am Zug: Tippe die Stars auf dem Tisch an, dann was sie taten.</translation>
    </message>
    <message>
        <source>Out of turn: tap a player's name, then what they played.</source>
        <translation>Außerhalb des Zuges: Tippe auf den Namen eines Spielers, dann was er spielte.</translation>
    </message>
    <message>
        <source>Event played…</source>
        <translation>Gespieltes Ereignis…</translation>
    </message>
    <message>
        <source>Type a few letters of the card's name, then Enter.</source>
        <translation>Ein paar Buchstaben des Kartennamens tippen, dann Enter.</translation>
    </message>
    <message>
        <source>No unseen film needs fame {fame}, as entered for the top film: every unseen film is offered. Check the fame on its back.</source>
        <translation>Kein ungesehener Film braucht Ruhm {fame}, wie für den obersten Film eingetragen: Alle ungesehenen Filme werden angeboten. Prüfe den Ruhm auf seiner Rückseite.</translation>
    </message>
    <message>
        <source>Adjust {name}…</source>
        <translation>{name} korrigieren…</translation>
    </message>
    <message>
        <source>Adjust…</source>
        <translation>Anpassen…</translation>
    </message>
    <message>
        <source>No star is left unseen: the card drawn was an event.</source>
        <translation>Kein ungesehener Star ist übrig: Die gezogene Karte war ein Ereignis.</translation>
    </message>
    <message>
        <source>Drew the star:</source>
        <translation>Zog den Star:</translation>
    </message>
    <message>
        <source>{owner}'s {star}</source>
        <translation>{star} von {owner}</translation>
    </message>
    <message>
        <source>Aimed at:</source>
        <translation>Gerichtet auf:</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>{star}'s reaction ability</source>
        <translation>Reaktionsfähigkeit von {star}</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Gespielt:</translation>
    </message>
    <message>
        <source>award from hand</source>
        <translation>Preis aus der Hand</translation>
    </message>
    <message>
        <source>{name} played, out of turn:</source>
        <translation>{name} spielte außerhalb des Zuges:</translation>
    </message>
    <message>
        <source>Played an event:</source>
        <translation>Spielte ein Ereignis:</translation>
    </message>
    <message>
        <source>Made the film:</source>
        <translation>Drehte den Film:</translation>
    </message>
    <message>
        <source>Bought the award:</source>
        <translation>Kaufte den Preis:</translation>
    </message>
    <message>
        <source>These stars can take no film or award now.</source>
        <translation>Diese Stars können jetzt weder Film noch Preis nehmen.</translation>
    </message>
    <message>
        <source>Select the stars first (number keys or a tap on their cards).</source>
        <translation>Wähle zuerst die Stars (Zifferntasten oder Antippen ihrer Karten).</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <source>Red Light games (*.json)</source>
        <translation>Red-Light-Spiele (*.json)</translation>
    </message>
    <message>
        <source>The game could not be exported: {error}</source>
        <translation>Die Partie konnte nicht exportiert werden: {error}</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>passiv</translation>
    </message>
    <message>
        <source>{name}: psyche {psyche}, charisma {charisma}, fame {fame}</source>
        <translation>{name}: Psyche {psyche}, Charisma {charisma}, Ruhm {fame}</translation>
    </message>
    <message>
        <source>, used</source>
        <translation>, benutzt</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, ausgewählt</translation>
    </message>
    <message>
        <source>film {name}: +{bonus} {stat}</source>
        <translation>Film {name}: +{bonus} {stat}</translation>
    </message>
    <message>
        <source>psy</source>
        <translation>Psy</translation>
    </message>
    <message>
        <source>cha</source>
        <translation>Cha</translation>
    </message>
    <message>
        <source>USED</source>
        <translation>BENUTZT</translation>
    </message>
    <message>
        <source>, not playable now</source>
        <translation>, jetzt nicht spielbar</translation>
    </message>
    <message>
        <source>AWARD</source>
        <translation>PREIS</translation>
    </message>
    <message>
        <source>SILVER AWARD</source>
        <translation>SILBERPREIS</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(kein Text)</translation>
    </message>
    <message>
        <source>Awards toward the win, turn by turn</source>
        <translation>Preise für den Sieg, Zug für Zug</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {count} awards toward the win at the end</source>
        <translation>
            <numerusform>{name}: {count} Preis für den Sieg am Ende</numerusform>
            <numerusform>{name}: {count} Preise für den Sieg am Ende</numerusform>
        </translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <source>Take the top film</source>
        <translation>Den obersten Film nehmen</translation>
    </message>
    <message>
        <source>Take the top award</source>
        <translation>Den obersten Preis nehmen</translation>
    </message>
    <message>
        <source>Buy one more award this turn</source>
        <translation>In diesem Zug einen Preis mehr kaufen</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>Wert ändern</translation>
    </message>
    <message>
        <source>Make a used star ready again</source>
        <translation>Eine benutzte Star wieder bereit machen</translation>
    </message>
    <message>
        <source>Discard a star</source>
        <translation>Eine Star ablegen</translation>
    </message>
    <message>
        <source>Steal a film</source>
        <translation>Einen Film stehlen</translation>
    </message>
    <message>
        <source>Make a player give back an award</source>
        <translation>Einen Spieler einen Preis zurückgeben lassen</translation>
    </message>
    <message>
        <source>Make a player discard at random</source>
        <translation>Einen Spieler zufällig ablegen lassen</translation>
    </message>
    <message>
        <source>Steal a random event</source>
        <translation>Ein zufälliges Ereignis stehlen</translation>
    </message>
    <message>
        <source>Skip a player's next turn</source>
        <translation>Den nächsten Zug eines Spielers aussetzen</translation>
    </message>
    <message>
        <source>Protect: cancel what targets you</source>
        <translation>Schützen: aufheben, was dich trifft</translation>
    </message>
    <message>
        <source>Cancel the event</source>
        <translation>Das Ereignis aufheben</translation>
    </message>
    <message>
        <source>Several steps, in order</source>
        <translation>Mehrere Schritte, der Reihe nach</translation>
    </message>
    <message>
        <source>Settled by the players (no automation)</source>
        <translation>Von den Spielern geregelt (keine Automatik)</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>Psyche</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>until the end of the turn</source>
        <translation>bis zum Ende des Zuges</translation>
    </message>
    <message>
        <source>What the effect does</source>
        <translation>Was der Effekt tut</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— keiner —</translation>
    </message>
    <message>
        <source>+ Add a step</source>
        <translation>+ Schritt hinzufügen</translation>
    </message>
    <message>
        <source>{verb} (unknown)</source>
        <translation>{verb} (unbekannt)</translation>
    </message>
    <message>
        <source>The count</source>
        <comment>number field as a subject</comment>
        <translation>Die Anzahl</translation>
    </message>
    <message>
        <source>The amount</source>
        <comment>number field as a subject</comment>
        <translation>Der Betrag</translation>
    </message>
    <message>
        <source>Added to the value: negative lowers it</source>
        <translation>Wird zum Wert addiert: negativ senkt ihn</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— wählen —</translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>Schritt {number}</translation>
    </message>
    <message>
        <source>Move this step up</source>
        <translation>Diesen Schritt nach oben schieben</translation>
    </message>
    <message>
        <source>Move this step down</source>
        <translation>Diesen Schritt nach unten schieben</translation>
    </message>
    <message>
        <source>Remove this step</source>
        <translation>Diesen Schritt entfernen</translation>
    </message>
    <message>
        <source>the top award's row is {row}</source>
        <translation>die Reihe des obersten Preises ist {row}</translation>
    </message>
    <message>
        <source>this card set's row is {row}</source>
        <translation>die Reihe dieses Kartensatzes ist {row}</translation>
    </message>
    <message>
        <source>YOUR TURN</source>
        <translation>DEIN ZUG</translation>
    </message>
    <message>
        <source>ANY TIME</source>
        <translation>JEDERZEIT</translation>
    </message>
    <message>
        <source>REACTION</source>
        <translation>REAKTION</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>AKTION</translation>
    </message>
    <message>
        <source>PASSIVE</source>
        <translation>PASSIV</translation>
    </message>
    <message>
        <source>not counting toward the four</source>
        <translation>als nicht zu den vier zählend</translation>
    </message>
    <message>
        <source>Always ask for reactions</source>
        <translation>Immer nach Reaktionen fragen</translation>
    </message>
    <message>
        <source>this star</source>
        <translation>dieser Star</translation>
    </message>
    <message>
        <source>her player</source>
        <translation>ihr Spieler</translation>
    </message>
    <message>
        <source>four awards in hand</source>
        <translation>vier Preise auf der Hand</translation>
    </message>
    <message>
        <source>the last player left in the final showdown</source>
        <translation>der letzte verbliebene Spieler im großen Finale</translation>
    </message>
    <message>
        <source>the showdown stood still for a whole round</source>
        <translation>das Finale stand eine ganze Runde lang still</translation>
    </message>
    <message>
        <source>the players agreed to end the game</source>
        <translation>die Spieler haben das Spiel im Einvernehmen beendet</translation>
    </message>
    <message>
        <source>the turn limit was reached</source>
        <translation>das Zuglimit wurde erreicht</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back the last decision.</source>
        <translation>Strg+Z nimmt die letzte Entscheidung zurück.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>{names} gewinnen!</translation>
    </message>
    <message>
        <source>the last players in the final showdown all left it at the same moment, so nobody was left to win</source>
        <translation>die letzten Spieler im großen Finale sind alle im selben Moment ausgeschieden, also blieb niemand, der gewinnen konnte</translation>
    </message>
    <message numerus="yes">
        <source>Why: {reason}, after {turns} turns.</source>
        <translation>
            <numerusform>Warum: {reason}, nach {turns} Zug.</numerusform>
            <numerusform>Warum: {reason}, nach {turns} Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Awards that count toward the win</source>
        <translation>Preise, die für den Sieg zählen</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Kein Sieger</translation>
    </message>
    <message>
        <source>the game ended</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The showdown stood still: {names} share the win.</source>
        <translation>Das Finale stand still: {names} teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Stars on the table</source>
        <translation>Stars auf dem Tisch</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>awards: {count}</source>
        <translation>Preise: {count}</translation>
    </message>
    <message>
        <source>awards: {count} ({counting} toward the win)</source>
        <translation>Preise: {count} ({counting} für den Sieg)</translation>
    </message>
    <message>
        <source>{player}: {awards}, {stars}, {films}.</source>
        <translation>{player}: {awards}, {stars}, {films}.</translation>
    </message>
    <message>
        <source>stars on the table: {count}</source>
        <translation>Stars auf dem Tisch: {count}</translation>
    </message>
    <message>
        <source>films: {count}</source>
        <translation>Filme: {count}</translation>
    </message>
    <message>
        <source>Search…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Regeln durchsuchen</translation>
    </message>
    <message>
        <source>Type words to find them, or a rule's id (such as R1) to go to that rule.</source>
        <translation>Gib Wörter ein, um sie zu finden, oder die Nummer einer Regel (etwa R1), um zu dieser Regel zu springen.</translation>
    </message>
    <message>
        <source>{count} found</source>
        <translation>{count} gefunden</translation>
    </message>
    <message>
        <source>Opening saved games…</source>
        <translation>Gespeicherte Spiele werden geöffnet…</translation>
    </message>
    <message>
        <source>Companion — play a whole game at one screen, hot-seat or against the computer</source>
        <translation>Companion — ein ganzes Spiel an einem Bildschirm, reihum oder gegen den Computer</translation>
    </message>
    <message>
        <source>New table game…</source>
        <translation>Neues Tischspiel…</translation>
    </message>
    <message>
        <source>Play with your own cards: the app keeps the totals and the rules</source>
        <translation>Spiele mit deinen eigenen Karten: Die App führt Summen und Regeln</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Laufende Spiele</translation>
    </message>
    <message>
        <source>Saved games (view only)</source>
        <translation>Gespeicherte Spiele (nur ansehen)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Replay the game: it cannot be continued here</source>
        <translation>Das Spiel als Wiederholung ansehen: Hier kann es nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>The saved games cannot be written here</source>
        <translation>Die gespeicherten Spiele können hier nicht geschrieben werden</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>No unfinished games — start one</source>
        <translation>Keine laufenden Spiele – starte eins</translation>
    </message>
    <message>
        <source>No saved games</source>
        <translation>Keine gespeicherten Spiele</translation>
    </message>
    <message>
        <source>Enter resumes the selected game.</source>
        <translation>Eingabe setzt das ausgewählte Spiel fort.</translation>
    </message>
    <message>
        <source>turn {turn}</source>
        <translation>Zug {turn}</translation>
    </message>
    <message>
        <source>{status}, moves: {moves} — saved {when}</source>
        <translation>{status}, Spielzüge: {moves} — gespeichert {when}</translation>
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
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>selected {fame}: enough</source>
        <translation>gewählt {fame}: reicht</translation>
    </message>
    <message>
        <source>selected {fame}: {short} short</source>
        <translation>gewählt {fame}: {short} fehlen</translation>
    </message>
    <message>
        <source>Selected fame: {fame}</source>
        <translation>Gewählter Ruhm: {fame}</translation>
    </message>
    <message>
        <source>top film needs {fame}</source>
        <translation>oberer Film braucht {fame}</translation>
    </message>
    <message>
        <source>top film: enter the fame on its back</source>
        <translation>oberer Film: Ruhm von der Rückseite eingeben</translation>
    </message>
    <message>
        <source>next award costs {fame}</source>
        <translation>nächster Preis kostet {fame}</translation>
    </message>
    <message>
        <source>(usual row)</source>
        <translation>(übliche Reihe)</translation>
    </message>
    <message>
        <source>this turn's award is bought</source>
        <translation>der Preis dieses Zuges ist gekauft</translation>
    </message>
    <message>
        <source>The showdown has stood still for a whole round: the players may end it, and those still in share the win.</source>
        <translation>Der Showdown steht seit einer ganzen Runde still: die Spieler können ihn beenden, und die Verbliebenen teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} und {count} weitere</translation>
    </message>
    <message>
        <source>{star} can outshine {targets}</source>
        <translation>{star} kann {targets} ausstechen</translation>
    </message>
    <message>
        <source>Stars that can outshine: {stars} (tap one to see whom)</source>
        <translation>Stars, die ausstechen können: {stars} (tippe einen an, um zu sehen, wen)</translation>
    </message>
    <message>
        <source>{amount} printed</source>
        <translation>{amount} aufgedruckt</translation>
    </message>
    <message>
        <source>{name} (film)</source>
        <translation>{name} (Film)</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>in diesem Zug</translation>
    </message>
    <message>
        <source>awards: {awards}; hand: {count} cards</source>
        <translation>Preise: {awards}; Hand: {count} Karten</translation>
    </message>
    <message>
        <source>{star} outshining {target}</source>
        <translation>{star} sticht {target} aus</translation>
    </message>
    <message>
        <source>Does {name} respond to {what}? Name the reaction played, or Pass.</source>
        <translation>Antwortet {name} auf {what}? Nenne die gespielte Reaktion oder Passen.</translation>
    </message>
    <message>
        <source>{name} responds with {reaction}: tap the star it goes on (highlighted). Esc cancels.</source>
        <translation>{name} antwortet mit {reaction}: Tippe den Star an, auf den sie wirkt (hervorgehoben). Esc bricht ab.</translation>
    </message>
    <message>
        <source>fame on its back?</source>
        <translation>Ruhm auf der Rückseite?</translation>
    </message>
    <message>
        <source>bought this turn</source>
        <translation>in diesem Zug gekauft</translation>
    </message>
    <message>
        <source>still to buy</source>
        <translation>noch zu kaufen</translation>
    </message>
    <message>
        <source>enter it below</source>
        <translation>unten eingeben</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>dauerhaft</translation>
    </message>
    <message>
        <source>{name}: a computer player, level {level}</source>
        <translation>{name}: ein Computerspieler, Stufe {level}</translation>
    </message>
    <message>
        <source>{name}: your seat</source>
        <translation>{name}: dein Platz</translation>
    </message>
    <message>
        <source>{name}: a human player</source>
        <translation>{name}: ein menschlicher Spieler</translation>
    </message>
    <message>
        <source>Awards {count} held, not all count · fame {fame} · stars {stars} · events {hand}</source>
        <translation>Preise {count}, nicht alle zählen · Ruhm {fame} · Stars {stars} · Ereignisse {hand}</translation>
    </message>
    <message>
        <source>Awards {count}, not all count · fame {fame}</source>
        <translation>Preise {count}, nicht alle zählen · Ruhm {fame}</translation>
    </message>
    <message>
        <source>{count} held · ★{fame}</source>
        <translation>{count} Preise · ★{fame}</translation>
    </message>
    <message>
        <source>Awards held: {count}, face down; the game goes on, so at least one of them does not count toward the four that win (V1, V2). Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</source>
        <translation>Gehaltene Preise: {count}, verdeckt; das Spiel geht weiter, also zählt mindestens einer davon nicht zu den vier Siegpreisen (V1, V2). Ruhm aller Stars auf dem Tisch: {fame}. Stars auf dem Tisch: {stars}. Ereignisse auf der Hand: {hand}.</translation>
    </message>
    <message>
        <source>Awards {count} of 4 · fame {fame} · stars {stars} · events {hand}</source>
        <translation>Preise {count} von 4 · Ruhm {fame} · Stars {stars} · Ereignisse {hand}</translation>
    </message>
    <message>
        <source>Awards {count}/4 · fame {fame}</source>
        <translation>Preise {count}/4 · Ruhm {fame}</translation>
    </message>
    <message>
        <source>{count}/4 · ★{fame}</source>
        <translation>{count}/4 · ★{fame}</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. Held: {names}</source>
        <translation>Preisfächer: vier zählende Preise gewinnen das Spiel. Gehalten: {names}</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. {name} holds {count} (face down); not all of them count, or the game would be over.</source>
        <translation>Preisfächer: vier zählende Preise gewinnen das Spiel. {name} hält {count} (verdeckt); nicht alle zählen, sonst wäre das Spiel vorbei.</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. {name} holds {count} (face down).</source>
        <translation>Preisfächer: vier zählende Preise gewinnen das Spiel. {name} hält {count} (verdeckt).</translation>
    </message>
    <message>
        <source>No star on the table</source>
        <translation>Kein Star auf dem Tisch</translation>
    </message>
    <message>
        <source>(Settled by hand at a table: in a game on this screen it does nothing.)</source>
        <translation>(Wird am Tisch von Hand geregelt: In einer Partie auf diesem Bildschirm bewirkt sie nichts.)</translation>
    </message>
    <message>
        <source>, outshine target</source>
        <translation>, kann ausgestochen werden</translation>
    </message>
    <message>
        <source>, target</source>
        <translation>, wählbares Ziel</translation>
    </message>
    <message>
        <source>{key}. {name}</source>
        <translation>{key}. {name}</translation>
    </message>
    <message>
        <source>(a value never counts below 0)</source>
        <translation>(ein Wert zählt nie unter 0)</translation>
    </message>
    <message>
        <source>fame {cost} for {name}</source>
        <translation>Ruhm {cost} für {name}</translation>
    </message>
    <message>
        <source>{name}: bought this turn</source>
        <translation>{name}: diesen Zug gekauft</translation>
    </message>
    <message>
        <source>(row {row})</source>
        <translation>(Reihe {row})</translation>
    </message>
    <message>
        <source>top film's fame: not entered</source>
        <translation>Ruhm des obersten Films: nicht eingegeben</translation>
    </message>
    <message>
        <source>The hands are on the players' phones: Game ▸ Play with phones… shows their links, or stops serving them</source>
        <translation>Die Hände sind auf den Handys der Spieler: Spiel ▸ Mit Handys spielen… zeigt ihre Links oder beendet das Bereitstellen</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (out of the game: these cards stay out of play)</source>
        <translation>Hand von {name} — Ereignisse: {events}, Preise: {awards}   (ausgeschieden: diese Karten bleiben aus dem Spiel)</translation>
    </message>
    <message>
        <source>DOES NOT COUNT</source>
        <translation>ZÄHLT NICHT</translation>
    </message>
    <message>
        <source>{owner} may respond to: {what}</source>
        <translation>{owner} darf antworten auf: {what}</translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation>{card}: {text}</translation>
    </message>
    <message>
        <source>The main deck: stars and events. When it runs out, the final showdown begins.</source>
        <translation>Der Hauptstapel: Stars und Ereignisse. Ist er leer, beginnt das große Finale.</translation>
    </message>
    <message>
        <source>Awards that count toward the four that win: {count}. Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</source>
        <translation>Preise, die zu den vier Siegpreisen zählen: {count}. Ruhm aller Stars auf dem Tisch: {fame}. Stars auf dem Tisch: {stars}. Ereignisse auf der Hand: {hand}.</translation>
    </message>
    <message>
        <source>Which film is on top stays hidden; its required fame is public.</source>
        <translation>Welcher Film oben liegt, bleibt verdeckt; der nötige Ruhm ist öffentlich.</translation>
    </message>
    <message>
        <source>The top award's cost row is public: the cost is read at the level of awards you hold + 1.</source>
        <translation>Die Kostenreihe des obersten Preises ist öffentlich: der Preis gilt auf der Stufe deiner Preise + 1.</translation>
    </message>
    <message>
        <source>The discard pile, face up. Click or press D to look through it.</source>
        <translation>Der Ablagestapel, offen. Klicke oder drücke D, um ihn durchzusehen.</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (click a card, or Ctrl+number, to play it)</source>
        <translation>Hand von {name} — Ereignisse: {events}, Preise: {awards}   (Karte anklicken oder Strg+Zahl, um sie zu spielen)</translation>
    </message>
    <message>
        <source>Ctrl+{n}</source>
        <translation>Strg+{n}</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>RAUS</translation>
    </message>
    <message>
        <source>RESPONDING</source>
        <translation>ANTWORTET</translation>
    </message>
    <message>
        <source>TO PLAY</source>
        <translation>AM ZUG</translation>
    </message>
    <message>
        <source>SKIPS NEXT TURN</source>
        <translation>SETZT NÄCHSTEN ZUG AUS</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message numerus="yes">
        <source>{deck}: {count} cards.</source>
        <translation>
            <numerusform>{deck}: {count} Karte.</numerusform>
            <numerusform>{deck}: {count} Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards: {count}</source>
        <translation>Karten: {count}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Stars</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Films</source>
        <translation>Filme</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Star</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Film</source>
        <translation>Film</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>{field} goes from {lo} to {hi}.</source>
        <translation>{field} reicht von {lo} bis {hi}.</translation>
    </message>
    <message>
        <source>{field} goes from {lo} to {hi}, so it stays at {value}.</source>
        <translation>{field} reicht von {lo} bis {hi}; der Wert bleibt darum bei {value}.</translation>
    </message>
    <message>
        <source>A name holds at most {limit} characters; the rest was left out.</source>
        <translation>Ein Name hat höchstens {limit} Zeichen; der Rest wurde weggelassen.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>FINAL SHOWDOWN</source>
        <translation>GROSSES FINALE</translation>
    </message>
    <message>
        <source>no more draws; a player with no star leaves</source>
        <translation>kein Nachziehen mehr; wer keinen Star hat, scheidet aus</translation>
    </message>
    <message>
        <source>{player} outshines {target} with {star}</source>
        <translation>{player} sticht {target} mit {star} aus</translation>
    </message>
    <message>
        <source>{player} outshines {target} (psyche {psyche}) with {star} (charisma {charisma})</source>
        <translation>{player} sticht {target} (Psyche {psyche}) mit {star} aus (Charisma {charisma})</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>einen Effekt</translation>
    </message>
    <message>
        <source>{player} uses {star}'s ability</source>
        <translation>{player} nutzt die Fähigkeit von {star}</translation>
    </message>
    <message>
        <source>{player} uses {star}'s ability on {target}</source>
        <translation>{player} nutzt die Fähigkeit von {star} gegen {target}</translation>
    </message>
    <message>
        <source>{card}, revealed by {player}</source>
        <translation>{card}, aufgedeckt von {player}</translation>
    </message>
    <message>
        <source>{card}, revealed by {player}, aims at {target}</source>
        <translation>{card}, aufgedeckt von {player}, zielt auf {target}</translation>
    </message>
    <message>
        <source>{player} plays {card} on {target}</source>
        <translation>{player} spielt {card} auf {target}</translation>
    </message>
    <message>
        <source>{player} plays {card} against {target}</source>
        <translation>{player} spielt {card} gegen {target}</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player} spielt {card}</translation>
    </message>
    <message>
        <source>You may respond: {what}</source>
        <translation>Du darfst antworten: {what}</translation>
    </message>
    <message>
        <source>stars and events;</source>
        <translation>Stars und Ereignisse;</translation>
    </message>
    <message>
        <source>empty = showdown</source>
        <translation>leer = Finale</translation>
    </message>
    <message>
        <source>top film needs fame {fame}</source>
        <translation>oberer Film: Ruhm {fame}</translation>
    </message>
    <message>
        <source>no film left</source>
        <translation>kein Film mehr</translation>
    </message>
    <message>
        <source>which film: hidden</source>
        <translation>welcher Film: verdeckt</translation>
    </message>
    <message>
        <source>next for {name}:</source>
        <translation>nächster für {name}:</translation>
    </message>
    <message>
        <source>no award left</source>
        <translation>kein Preis mehr</translation>
    </message>
    <message>
        <source>click or press D</source>
        <translation>klicken oder D</translation>
    </message>
    <message>
        <source>to look through</source>
        <translation>zum Durchsehen</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Die Hände sind verdeckt</translation>
    </message>
    <message>
        <source>An award: four of them win the game.</source>
        <translation>Ein Preis: Mit vier gewinnt man das Spiel.</translation>
    </message>
    <message>
        <source>It does not count toward four.</source>
        <translation>Er zählt nicht zu den vier.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>Red Light Companion hit an error it did not expect. Your game is saved after every move; you can carry on, or copy the report (it includes the current game) and send it to us.</source>
        <translation>Red Light Companion ist auf einen unerwarteten Fehler gestoßen. Dein Spiel wird nach jedem Spielzug gespeichert; du kannst weiterspielen oder den Bericht kopieren (er enthält das aktuelle Spiel) und an uns schicken.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Bericht kopieren</translation>
    </message>
    <message>
        <source>Error report</source>
        <translation>Fehlerbericht</translation>
    </message>
    <message>
        <source>Scroll the error report</source>
        <translation>Fehlerbericht blättern</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Give back an award</source>
        <translation>Einen Preis zurückgeben</translation>
    </message>
    <message>
        <source>{name}, {cause} makes you give back one of your awards: it goes to the bottom of the award deck. Which one?</source>
        <translation>{name}, durch {cause} gibst du einen deiner Preise zurück: Er kommt unter den Preisstapel. Welchen?</translation>
    </message>
    <message>
        <source>{name}, {what} drew the award {award} from the award deck. Revealed as it is drawn, it takes effect at once: you give back one of your awards; it goes to the bottom of the award deck. Which one?</source>
        <translation>{name}, durch {what} wurde der Preis {award} vom Preisstapel gezogen. Beim Ziehen aufgedeckt, wirkt er sofort: Du gibst einen deiner Preise zurück; er kommt unter den Preisstapel. Welchen?</translation>
    </message>
    <message>
        <source>The revealed award</source>
        <translation>Der aufgedeckte Preis</translation>
    </message>
    <message>
        <source>The awards you hold: choose the one to give back</source>
        <translation>Deine Preise: Wähle den, den du zurückgibst</translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation>Zurückgeben</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Scroll up and down</source>
        <translation>Nach oben und unten blättern</translation>
    </message>
    <message>
        <source>Scroll left and right</source>
        <translation>Nach links und rechts blättern</translation>
    </message>
    <message>
        <source>Red Light rules</source>
        <translation>Regeln von Red Light</translation>
    </message>
    <message>
        <source>The rules of Red Light as this app plays them. Where the printed rulebook is silent or unclear, the app follows a table ruling, marked as such. Each rule ends with a short code in brackets, like [A4]: when the app says no, it names the rule this way, and the link brings you here.</source>
        <translation>Die Regeln von Red Light, wie diese App sie spielt. Wo das gedruckte Regelheft schweigt oder unklar ist, folgt die App einer Tischregel, die als solche markiert ist. Jede Regel endet mit einem kurzen Code in Klammern, etwa [A4]: Wenn die App etwas ablehnt, nennt sie die Regel so, und der Link führt hierher.</translation>
    </message>
    <message>
        <source>Table ruling:</source>
        <translation>Tischregel:</translation>
    </message>
    <message>
        <source>How to read the table</source>
        <translation>So liest du den Tisch</translation>
    </message>
    <message>
        <source>Green circle: psyche, her defence. An outshine needs a charisma at least this high.</source>
        <translation>Grüner Kreis: Psyche, ihre Abwehr. Zum Ausstechen braucht es mindestens so viel Charisma.</translation>
    </message>
    <message>
        <source>Red circle: charisma, her attack.</source>
        <translation>Roter Kreis: Charisma, ihr Angriff.</translation>
    </message>
    <message>
        <source>Stars under the name: fame, for films and awards. A white ring on a circle: a film or an effect changed the value.</source>
        <translation>Sterne unter dem Namen: Ruhm, für Filme und Preise. Ein weißer Ring um einen Kreis: ein Film oder ein Effekt hat den Wert geändert.</translation>
    </message>
    <message>
        <source>The four dashed slots by a name: the awards held. Four that count win the game.</source>
        <translation>Die vier gestrichelten Fächer beim Namen: die gehaltenen Preise. Vier zählende gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>USED on a greyed card: she acted this turn and waits for her owner's next turn.</source>
        <translation>BENUTZT auf einer grauen Karte: Sie hat in diesem Zug gehandelt und wartet auf den nächsten Zug ihres Spielers.</translation>
    </message>
    <message>
        <source>The number on a card is its key: 1 to 9 for your stars, Ctrl+1 to 9 for your hand.</source>
        <translation>Die Zahl auf einer Karte ist ihre Taste: 1 bis 9 für deine Stars, Strg+1 bis 9 für deine Hand.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Filter by name  (Ctrl+F)</source>
        <translation>Nach Namen filtern  (Strg+F)</translation>
    </message>
    <message>
        <source>Filter the cards</source>
        <translation>Karten filtern</translation>
    </message>
    <message>
        <source>Cards of the set</source>
        <translation>Karten des Satzes</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopien</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message numerus="yes">
        <source>{cards} cards, {total} counting copies</source>
        <translation>
            <numerusform>{cards} Karte, {total} mit Kopien</numerusform>
            <numerusform>{cards} Karten, {total} mit Kopien</numerusform>
        </translation>
    </message>
    <message>
        <source>New games will use card set #{id}.</source>
        <translation>Neue Spiele verwenden Kartensatz #{id}.</translation>
    </message>
    <message>
        <source>the player draws cards from the main deck</source>
        <translation>der Spieler zieht Karten vom Hauptstapel</translation>
    </message>
    <message>
        <source>the top film goes to one of your stars, no fame needed</source>
        <translation>der oberste Film geht an eine deiner Stars, ohne nötigen Ruhm</translation>
    </message>
    <message>
        <source>the top award goes to your hand (not a purchase)</source>
        <translation>der oberste Preis kommt auf deine Hand (kein Kauf)</translation>
    </message>
    <message>
        <source>you may buy one more award this turn</source>
        <translation>du darfst in diesem Zug einen Preis mehr kaufen</translation>
    </message>
    <message>
        <source>changes psyche, charisma or fame of a star</source>
        <translation>ändert Psyche, Charisma oder Ruhm einer Star</translation>
    </message>
    <message>
        <source>a used star of yours is unused again</source>
        <translation>eine deiner benutzten Stars ist wieder unbenutzt</translation>
    </message>
    <message>
        <source>an opponent's star is discarded, as by an outshine</source>
        <translation>eine gegnerische Star wird abgelegt, wie beim Ausstechen</translation>
    </message>
    <message>
        <source>move an opponent star's last film to one of your stars</source>
        <translation>den letzten Film einer gegnerischen Star zu einer deiner Stars bewegen</translation>
    </message>
    <message>
        <source>a player puts an award of their choice under the award deck</source>
        <translation>ein Spieler legt einen Preis seiner Wahl unter den Preisstapel</translation>
    </message>
    <message>
        <source>a player discards events at random from hand</source>
        <translation>ein Spieler legt zufällig Ereignisse aus der Hand ab</translation>
    </message>
    <message>
        <source>take a random event from a player's hand</source>
        <translation>ein zufälliges Ereignis aus der Hand eines Spielers nehmen</translation>
    </message>
    <message>
        <source>a player's next turn is skipped</source>
        <translation>der nächste Zug eines Spielers fällt aus</translation>
    </message>
    <message>
        <source>reaction: cancels the outshine or effect that opened the window</source>
        <translation>Reaktion: hebt das Ausstechen oder den Effekt auf, auf den geantwortet wird</translation>
    </message>
    <message>
        <source>reaction: cancels the event that opened the window</source>
        <translation>Reaktion: hebt das Ereignis auf, auf das geantwortet wird</translation>
    </message>
    <message>
        <source>several effects, each in order</source>
        <translation>mehrere Effekte, der Reihe nach</translation>
    </message>
    <message>
        <source>no automation: the text is shown and the players settle it</source>
        <translation>keine Automatik: der Text wird gezeigt, und die Spieler regeln es</translation>
    </message>
    <message>
        <source>this star herself</source>
        <translation>diese Star selbst</translation>
    </message>
    <message>
        <source>one of your stars</source>
        <translation>eine deiner Stars</translation>
    </message>
    <message>
        <source>any star on the table</source>
        <translation>jede Star auf dem Tisch</translation>
    </message>
    <message>
        <source>an opponent's star</source>
        <translation>eine gegnerische Star</translation>
    </message>
    <message>
        <source>an opponent (a player)</source>
        <translation>ein Gegner (ein Spieler)</translation>
    </message>
    <message>
        <source>on your own turn</source>
        <translation>im eigenen Zug</translation>
    </message>
    <message>
        <source>on anyone's turn</source>
        <translation>in jedem Zug</translation>
    </message>
    <message>
        <source>as a reaction (in a response window)</source>
        <translation>als Reaktion (wenn geantwortet werden darf)</translation>
    </message>
    <message>
        <source>used on your turn</source>
        <translation>im eigenen Zug genutzt</translation>
    </message>
    <message>
        <source>always on while she is on a table</source>
        <translation>immer aktiv, solange sie auf einem Tisch liegt</translation>
    </message>
    <message>
        <source>used in a response window</source>
        <translation>genutzt, wenn geantwortet werden darf</translation>
    </message>
    <message>
        <source>Click a problem to go to its card.</source>
        <translation>Klicke ein Problem an, um zu seiner Karte zu gehen.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message>
        <source>the set is valid and can be saved.</source>
        <translation>der Satz ist gültig und kann gespeichert werden.</translation>
    </message>
    <message>
        <source>(the first ones)</source>
        <translation>(die ersten)</translation>
    </message>
    <message numerus="yes">
        <source>{n} problems</source>
        <translation>
            <numerusform>{n} Problem</numerusform>
            <numerusform>{n} Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fix them to save the set.</source>
        <translation>
            <numerusform>behebe es, um den Satz zu speichern.</numerusform>
            <numerusform>behebe sie, um den Satz zu speichern.</numerusform>
        </translation>
    </message>
    <message>
        <source>The undo could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>Das Rückgängigmachen konnte nicht gespeichert werden: Der Datenträger ist voll. Nichts ist verloren: Schaffe etwas Platz und drücke „Wiederholen“.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>Der letzte Spielzug konnte nicht gespeichert werden: Der Datenträger ist voll. Nichts ist verloren: Schaffe etwas Platz und drücke „Wiederholen“.</translation>
    </message>
    <message>
        <source>The undo could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>Das Rückgängigmachen konnte nicht gespeichert werden: Die Datei der gespeicherten Spiele ist von einem anderen Programm gesperrt. Nichts ist verloren: Drücke „Wiederholen“.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>Der letzte Spielzug konnte nicht gespeichert werden: Die Datei der gespeicherten Spiele ist von einem anderen Programm gesperrt. Nichts ist verloren: Drücke „Wiederholen“.</translation>
    </message>
    <message>
        <source>The undo could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>Das Rückgängigmachen konnte nicht gespeichert werden: {error} Nichts ist verloren: Drücke „Wiederholen“, sobald das Problem gelöst ist.</translation>
    </message>
    <message>
        <source>The last move could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>Der letzte Spielzug konnte nicht gespeichert werden: {error} Nichts ist verloren: Drücke „Wiederholen“, sobald das Problem gelöst ist.</translation>
    </message>
    <message numerus="yes">
        <source>NOT SAVED: you chose to continue without saving · {count} moves</source>
        <translation>
            <numerusform>NICHT GESPEICHERT: Ihr habt gewählt, ohne Speichern weiterzuspielen · {count} Spielzug</numerusform>
            <numerusform>NICHT GESPEICHERT: Ihr habt gewählt, ohne Speichern weiterzuspielen · {count} Spielzüge</numerusform>
        </translation>
    </message>
    <message>
        <source>Red Light Companion cannot start</source>
        <translation>Red Light Companion kann nicht starten</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>New table game</source>
        <translation>Neues Tischspiel</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and start a table game?</source>
        <translation>Eine Partie ist offen. Sie ist gespeichert: Du kannst sie auf der Startseite fortsetzen. Schließen und eine Tischpartie beginnen?</translation>
    </message>
    <message>
        <source>The table game cannot start</source>
        <translation>Das Tischspiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>{name}'s hand</source>
        <translation>die Hand von {name}</translation>
    </message>
    <message>
        <source>{name}'s awards</source>
        <translation>die Preise von {name}</translation>
    </message>
    <message>
        <source>{name}'s table</source>
        <translation>den Tisch von {name}</translation>
    </message>
    <message>
        <source>{name}'s films</source>
        <translation>die Filme von {name}</translation>
    </message>
    <message>
        <source>the main deck ({end})</source>
        <translation>den Nachziehstapel ({end})</translation>
    </message>
    <message>
        <source>the film deck ({end})</source>
        <translation>den Filmstapel ({end})</translation>
    </message>
    <message>
        <source>the award deck ({end})</source>
        <translation>den Preisstapel ({end})</translation>
    </message>
    <message>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>the main deck</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>the film deck</source>
        <translation>Filmstapel</translation>
    </message>
    <message>
        <source>the award deck</source>
        <translation>Preisstapel</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>the unseen cards</source>
        <translation>die ungesehenen Karten</translation>
    </message>
    <message>
        <source>Table rulings: silver awards {silver}; a played award goes {played}; responses: {responses}; turn limit: {limit}.</source>
        <translation>Tischregeln: Silberpreise {silver}; ein gespielter Preis kommt {played}; Antworten: {responses}; Zuglimit: {limit}.</translation>
    </message>
    <message>
        <source>count</source>
        <translation>zählen</translation>
    </message>
    <message>
        <source>do not count</source>
        <translation>zählen nicht</translation>
    </message>
    <message>
        <source>onto the discard pile</source>
        <translation>auf den Ablagestapel</translation>
    </message>
    <message>
        <source>under the award deck</source>
        <translation>unter den Preisstapel</translation>
    </message>
    <message>
        <source>always asked</source>
        <translation>immer abgefragt</translation>
    </message>
    <message>
        <source>asked when a reaction is possible</source>
        <translation>abgefragt, wenn eine Reaktion möglich ist</translation>
    </message>
    <message>
        <source>Reason: {reason}</source>
        <translation>Grund: {reason}</translation>
    </message>
    <message>
        <source>The top film's back shows fame {fame}.</source>
        <translation>Die Rückseite des oberen Films zeigt Ruhm {fame}.</translation>
    </message>
    <message>
        <source>Adjusted: {card} moved from {source} to {place}.</source>
        <translation>Korrigiert: {card} von {source} nach {place} verschoben.</translation>
    </message>
    <message>
        <source>Adjusted: {star}'s {stat} {amount} {until}.</source>
        <translation>Korrigiert: {stat} von {star} {amount} {until}.</translation>
    </message>
    <message>
        <source>Adjusted: {star} is ready again.</source>
        <translation>Korrigiert: {star} ist wieder bereit.</translation>
    </message>
    <message>
        <source>Undo to here</source>
        <translation>Bis hier zurück</translation>
    </message>
    <message>
        <source>Undo to the chosen line of the log</source>
        <translation>Bis zur gewählten Zeile des Protokolls rückgängig machen</translation>
    </message>
    <message>
        <source>Tap a line of the log to go back to it.</source>
        <translation>Tippe auf eine Zeile des Protokolls, um dorthin zurückzugehen.</translation>
    </message>
    <message numerus="yes">
        <source>Back to just after: “{line}” ({count} later entries undone)</source>
        <translation>
            <numerusform>Zurück bis direkt nach: „{line}“ ({count} späterer Eintrag rückgängig)</numerusform>
            <numerusform>Zurück bis direkt nach: „{line}“ ({count} spätere Einträge rückgängig)</numerusform>
        </translation>
    </message>
    <message>
        <source>This is where the game stands now.</source>
        <translation>Hier steht die Partie jetzt.</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Gewonnen von {names}</translation>
    </message>
    <message>
        <source>Over, no winner</source>
        <translation>Beendet, ohne Sieger</translation>
    </message>
    <message>
        <source>In the showdown, turn {turn}</source>
        <translation>Im Finale, Zug {turn}</translation>
    </message>
    <message>
        <source>In play, turn {turn}</source>
        <translation>Läuft, Zug {turn}</translation>
    </message>
    <message>
        <source>Look back at a game</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <source>Every saved game, finished or not. Replay one move by move, play its deal again, or save its log as a file.</source>
        <translation>Alle gespeicherten Partien, beendet oder nicht. Spiele eine Partie Spielzug für Spielzug nach, spiele dieselbe Verteilung noch einmal oder speichere ihr Protokoll als Datei.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Spielzüge</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Column headings</source>
        <translation>Spaltenüberschriften</translation>
    </message>
    <message>
        <source> (table)</source>
        <translation> (am Tisch)</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Nachspielen…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Diese Verteilung &amp;noch einmal</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>Protokoll &amp;exportieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Die Partie kann nicht geöffnet werden</translation>
    </message>
    <message numerus="yes">
        <source>Game {new} continues game {game} with its first {count} moves; game {game} is unchanged.</source>
        <translation>
            <numerusform>Partie {new} setzt Partie {game} mit ihrem ersten Spielzug fort; Partie {game} bleibt unverändert.</numerusform>
            <numerusform>Partie {new} setzt Partie {game} mit ihren ersten {count} Spielzügen fort; Partie {game} bleibt unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {new} deals game {game} again.</source>
        <translation>Partie {new} verteilt Partie {game} noch einmal.</translation>
    </message>
    <message>
        <source>The log was not saved</source>
        <translation>Das Protokoll wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>The log of game {game} was saved to {path}.</source>
        <translation>Das Protokoll der Partie {game} wurde in {path} gespeichert.</translation>
    </message>
    <message>
        <source>Open a game first, or choose one in Game → Look back at a game.</source>
        <translation>Öffne zuerst eine Partie oder wähle eine unter Partie → Partie nachspielen.</translation>
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
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Export the log of game {game}</source>
        <translation>Protokoll der Partie {game} exportieren</translation>
    </message>
    <message>
        <source>Columns of the file list</source>
        <translation>Spalten der Dateiliste</translation>
    </message>
    <message>
        <source>Replay of game {game}: {names}</source>
        <translation>Wiederholung der Partie {game}: {names}</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Die Verteilung (Pos1)</translation>
    </message>
    <message>
        <source>Back a turn (Up)</source>
        <translation>Einen Zug zurück (Hoch)</translation>
    </message>
    <message>
        <source>Back a move (Left)</source>
        <translation>Einen Spielzug zurück (Links)</translation>
    </message>
    <message>
        <source>Forward a move (Right)</source>
        <translation>Einen Spielzug vor (Rechts)</translation>
    </message>
    <message>
        <source>Forward a turn (Down)</source>
        <translation>Einen Zug vor (Runter)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>Der letzte Spielzug (Ende)</translation>
    </message>
    <message>
        <source>Watch:</source>
        <translation>Ansicht:</translation>
    </message>
    <message>
        <source>Every card open</source>
        <translation>Alle Karten offen</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Wie {name} es sah</translation>
    </message>
    <message>
        <source>As a spectator (no hand)</source>
        <translation>Als Zuschauer (keine Hand)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>Von hier &amp;weiterspielen</translation>
    </message>
    <message>
        <source>Start a new saved game from this move; this game stays as it was.</source>
        <translation>Startet ab diesem Spielzug eine neue gespeicherte Partie; diese Partie bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>A new game with the same card set, shuffle and seats: make new choices.</source>
        <translation>Eine neue Partie mit demselben Kartensatz, derselben Mischung und denselben Plätzen: triff neue Entscheidungen.</translation>
    </message>
    <message>
        <source>Scroll the game log</source>
        <translation>Spielprotokoll blättern</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Stelle in der Partie</translation>
    </message>
    <message>
        <source>Watch the game as</source>
        <translation>Das Spiel ansehen als</translation>
    </message>
    <message>
        <source>Show a hand</source>
        <translation>Eine Hand zeigen</translation>
    </message>
    <message>
        <source>This game is still in play. Show {name}'s hand? Everyone else, look away.</source>
        <translation>Diese Partie läuft noch. Die Hand von {name} zeigen? Alle anderen schauen weg.</translation>
    </message>
    <message>
        <source>watched</source>
        <translation>beobachtet</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Spielzug {move} von {moves}</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}</source>
        <translation>Hand von {name} — Ereignisse: {events}, Preise: {awards}</translation>
    </message>
    <message>
        <source>Move {move} of {moves} · turn {turn}</source>
        <translation>Spielzug {move} von {moves} · Zug {turn}</translation>
    </message>
    <message>
        <source>The game is over at this move: step back to continue from an earlier one.</source>
        <translation>Bei diesem Spielzug ist die Partie vorbei: geh zurück, um von einem früheren weiterzuspielen.</translation>
    </message>
    <message>
        <source>{count} unseen</source>
        <translation>{count} ungesehen</translation>
    </message>
    <message>
        <source>{name}: hand {events}; awards {awards}</source>
        <translation>{name}: Hand {events}; Preise {awards}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Statistics need the saved games file, which could not be opened.</source>
        <translation>Die Statistik braucht die Datei der gespeicherten Partien, die nicht geöffnet werden konnte.</translation>
    </message>
    <message>
        <source>four awards</source>
        <translation>vier Preise</translation>
    </message>
    <message>
        <source>the final showdown</source>
        <translation>das große Finale</translation>
    </message>
    <message>
        <source>a showdown that stood still</source>
        <translation>ein Finale, das stillstand</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>einvernehmlich</translation>
    </message>
    <message>
        <source>the turn limit</source>
        <translation>das Zuglimit</translation>
    </message>
    <message numerus="yes">
        <source>After {games} games: a win rate of {rate}, {wins} won and {losses} lost; highest {high} after game {high_at}, lowest {low} after game {low_at}.</source>
        <translation>
            <numerusform>Nach {games} Partie: Siegquote {rate}, {wins} gewonnen und {losses} verloren; am höchsten {high} nach Partie {high_at}, am niedrigsten {low} nach Partie {low_at}.</numerusform>
            <numerusform>Nach {games} Partien: Siegquote {rate}, {wins} gewonnen und {losses} verloren; am höchsten {high} nach Partie {high_at}, am niedrigsten {low} nach Partie {low_at}.</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>noch niemand</translation>
    </message>
    <message>
        <source>Scroll the statistics</source>
        <translation>Statistik blättern</translation>
    </message>
    <message>
        <source>Digital and table games</source>
        <translation>Digitale und Tisch-Partien</translation>
    </message>
    <message>
        <source>Digital games</source>
        <translation>Digitale Partien</translation>
    </message>
    <message>
        <source>Table games</source>
        <translation>Tisch-Partien</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Spieler am Tisch:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partien:</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Beliebig viele</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Noch keine beendete Partie</translation>
    </message>
    <message>
        <source>Statistics count finished games: finish one, or change the filters.</source>
        <translation>Die Statistik zählt beendete Partien: beende eine oder ändere die Filter.</translation>
    </message>
    <message>
        <source>{name} — games: {games}, wins: {wins}, win rate: {rate}</source>
        <translation>{name} — Partien: {games}, Siege: {wins}, Siegquote: {rate}</translation>
    </message>
    <message>
        <source>Awards held at the end, per game: {mean}</source>
        <translation>Preise am Ende, je Partie: {mean}</translation>
    </message>
    <message numerus="yes">
        <source>Nemesis: {name}, who won {count} games that {player} lost.</source>
        <translation>
            <numerusform>Angstgegner: {name} hat {count} Partie gewonnen, die {player} verlor.</numerusform>
            <numerusform>Angstgegner: {name} hat {count} Partien gewonnen, die {player} verlor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nemesis: nobody has beaten {player} yet.</source>
        <translation>Angstgegner: noch niemand hat {player} geschlagen.</translation>
    </message>
    <message>
        <source>{star} ({count})</source>
        <translation>{star} ({count})</translation>
    </message>
    <message>
        <source>Stars they won with most: {stars}</source>
        <translation>Stars, mit denen am häufigsten gewonnen: {stars}</translation>
    </message>
    <message>
        <source>Win rate against each computer level</source>
        <translation>Siegquote gegen jede Computerstufe</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Partien</translation>
    </message>
    <message>
        <source>How their games ended (light: the games; filled: the wins)</source>
        <translation>Wie die Partien endeten (hell: die Partien; gefüllt: die Siege)</translation>
    </message>
    <message>
        <source>Stars on the table when they won (games)</source>
        <translation>Stars auf dem Tisch bei Siegen (Partien)</translation>
    </message>
    <message>
        <source>No wins yet</source>
        <translation>Noch keine Siege</translation>
    </message>
    <message>
        <source>Win rate, game by game</source>
        <translation>Siegquote, Partie für Partie</translation>
    </message>
    <message>
        <source>games played</source>
        <translation>gespielte Partien</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>nur Menschen</translation>
    </message>
    <message>
        <source>{wins} of {games} · {rate}</source>
        <translation>{wins} von {games} · {rate}</translation>
    </message>
    <message numerus="yes">
        <source>{label}: won {wins} of {games} games, {rate}.</source>
        <translation>
            <numerusform>{label}: {wins} von {games} Partie gewonnen, {rate}.</numerusform>
            <numerusform>{label}: {wins} von {games} Partien gewonnen, {rate}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{star}: on the table in {count} of {wins} wins.</source>
        <translation>
            <numerusform>{star}: bei {count} von {wins} Sieg auf dem Tisch.</numerusform>
            <numerusform>{star}: bei {count} von {wins} Siegen auf dem Tisch.</numerusform>
        </translation>
    </message>
    <message>
        <source>games: {count}, won: {won}</source>
        <translation>Partien: {count}, gewonnen: {won}</translation>
    </message>
    <message numerus="yes">
        <source>{ending}: {count} games, {won} of them won.</source>
        <translation>
            <numerusform>{ending}: {count} Partie, davon {won} gewonnen.</numerusform>
            <numerusform>{ending}: {count} Partien, davon {won} gewonnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics were not saved: {error}</source>
        <translation>Die Statistik wurde nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>Statistics saved to {path}.</source>
        <translation>Statistik in {path} gespeichert.</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>In a response window {player} may only play a reaction or pass.</source>
        <translation>In einem Reaktionsfenster darf {player} nur eine Reaktion spielen oder passen.</translation>
    </message>
    <message>
        <source>There is no response window open for {player} to pass.</source>
        <translation>Für {player} ist kein Reaktionsfenster offen, in dem gepasst werden könnte.</translation>
    </message>
    <message>
        <source>It is {active}'s turn, not {player}'s.</source>
        <translation>{active} ist am Zug, nicht {player}.</translation>
    </message>
    <message>
        <source>{star} is not on {player}'s table.</source>
        <translation>{star} liegt nicht auf dem Tisch von {player}.</translation>
    </message>
    <message>
        <source>Choose at least one of {player}'s stars.</source>
        <translation>Wähle mindestens einen Star von {player}.</translation>
    </message>
    <message>
        <source>{card} is not in {player}'s hand.</source>
        <translation>{card} ist nicht in der Hand von {player}.</translation>
    </message>
    <message>
        <source>{card} can only be played on {player}'s own turn.</source>
        <translation>{card} kann nur im eigenen Zug von {player} gespielt werden.</translation>
    </message>
    <message>
        <source>{card} is a reaction: it can only be played in a response window opened for {player}.</source>
        <translation>{card} ist eine Reaktion: Sie kann nur in einem für {player} geöffneten Reaktionsfenster gespielt werden.</translation>
    </message>
    <message>
        <source>{player} has already bought an award this turn (one per turn).</source>
        <translation>{player} hat in diesem Zug schon einen Preis gekauft (einer pro Zug).</translation>
    </message>
    <message>
        <source>{player} has already bought every award they may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</source>
        <translation>{player} hat in diesem Zug schon alle erlaubten Preise gekauft ({count}: einer pro Zug, dazu die Extrakäufe, die Karten erlaubt haben).</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {cost} {player}'s next award costs.</source>
        <translation>Der Gesamtruhm {fame} erreicht nicht die {cost}, die der nächste Preis von {player} kostet.</translation>
    </message>
    <message>
        <source>{target} is on {player}'s own table: a star cannot outshine her own player's star.</source>
        <translation>{target} liegt auf dem eigenen Tisch von {player}: Ein Star kann keinen Star seines eigenen Spielers ausstechen.</translation>
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in {player}'s response window.</source>
        <translation>Die Fähigkeit von {star} ist eine Reaktion: Sie wird im Reaktionsfenster von {player} angeboten.</translation>
    </message>
    <message>
        <source>{card} is not among {player}'s awards.</source>
        <translation>{card} ist nicht unter den Preisen von {player}.</translation>
    </message>
    <message>
        <source>An outshine is one of {player}'s unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation>Beim Ausstechen tritt ein unbenutzter Star von {player} gegen einen gegnerischen an: Wähle genau einen Star (keine Teamarbeit).</translation>
    </message>
    <message>
        <source>Select the one star of {player}'s whose ability is used.</source>
        <translation>Wähle den einen Star von {player}, dessen Fähigkeit eingesetzt wird.</translation>
    </message>
    <message>
        <source>{player} has no star for {card} to act on.</source>
        <translation>{player} hat keinen Star, auf den {card} wirken könnte.</translation>
    </message>
    <message>
        <source>{player} has no used star for {card} to ready.</source>
        <translation>{player} hat keinen benutzten Star, den {card} wieder bereit machen könnte.</translation>
    </message>
    <message numerus="yes">
        <source>{asked}, an undo would take back your last {count} moves. Allow?</source>
        <translation>
            <numerusform>{asked}, ein Rückgängigmachen würde deinen letzten Spielzug zurücknehmen. Erlauben?</numerusform>
            <numerusform>{asked}, ein Rückgängigmachen würde deine letzten {count} Spielzüge zurücknehmen. Erlauben?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{asked}, {asker} wants to take back your last {count} moves. Allow?</source>
        <translation>
            <numerusform>{asked}, {asker} möchte deinen letzten Spielzug zurücknehmen. Erlauben?</numerusform>
            <numerusform>{asked}, {asker} möchte deine letzten {count} Spielzüge zurücknehmen. Erlauben?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} did not allow the undo: nothing was taken back.</source>
        <translation>{name} hat das Rückgängigmachen nicht erlaubt: nichts wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>Undo: {name} is asked</source>
        <translation>Rückgängig: {name} wird gefragt</translation>
    </message>
    <message>
        <source>Nothing was undone: nobody's hand has been shown since the game was opened, so whose move to take back is not known. Show your hand first, then undo.</source>
        <translation>Nichts wurde rückgängig gemacht: Seit dem Öffnen der Partie wurde keine Hand gezeigt, daher ist nicht bekannt, wessen Spielzug zurückgenommen werden soll. Zeige zuerst deine Hand, dann mache rückgängig.</translation>
    </message>
    <message>
        <source>{name}'s last move was taken back.</source>
        <translation>Der letzte Spielzug von {name} wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>Undone: {entry}</source>
        <translation>Zurückgenommen: {entry}</translation>
    </message>
    <message>
        <source>Ctrl+Z again takes back: {entry}</source>
        <translation>Noch einmal Strg+Z nimmt zurück: {entry}</translation>
    </message>
    <message>
        <source>{line} Line {n} of {count}.</source>
        <translation>{line} Zeile {n} von {count}.</translation>
    </message>
    <message>
        <source>Card to move</source>
        <translation>Zu bewegende Karte</translation>
    </message>
    <message>
        <source>Star dealt to seat {n}</source>
        <translation>Star für Platz {n}</translation>
    </message>
    <message>
        <source>outshines</source>
        <translation>sticht aus</translation>
    </message>
    <message>
        <source>Play with phones</source>
        <translation>Mit Handys spielen</translation>
    </message>
    <message>
        <source>Each player opens the link of their seat on a phone (or scans its code). This window shows the table only: no hand.</source>
        <translation>Jeder Spieler öffnet den Link seines Platzes auf einem Handy (oder scannt den Code). Dieses Fenster zeigt nur den Tisch: keine Hand.</translation>
    </message>
    <message>
        <source>Served on:</source>
        <translation>Bereitgestellt auf:</translation>
    </message>
    <message>
        <source>The address the game is served on</source>
        <translation>Die Adresse, auf der das Spiel bereitgestellt wird</translation>
    </message>
    <message>
        <source>QR code of the link of {name}</source>
        <translation>QR-Code des Links von {name}</translation>
    </message>
    <message>
        <source>Link of {name}</source>
        <translation>Link von {name}</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Copy the link of {name}</source>
        <translation>Link von {name} kopieren</translation>
    </message>
    <message>
        <source>Start &amp;now</source>
        <translation>Jetzt &amp;starten</translation>
    </message>
    <message numerus="yes">
        <source>The computer players play without waiting for the phone to join.</source>
        <translation>
            <numerusform>Der Computerspieler spielt, ohne auf das Handy zu warten.</numerusform>
            <numerusform>Die Computerspieler spielen, ohne auf das Handy zu warten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer players play without waiting for the phones that have not joined.</source>
        <translation>
            <numerusform>Der Computerspieler spielt, ohne auf die Handys zu warten, die noch nicht verbunden sind.</numerusform>
            <numerusform>Die Computerspieler spielen, ohne auf die Handys zu warten, die noch nicht verbunden sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Stop serving: play on this screen</source>
        <translation>Bereitstellen &amp;beenden: auf diesem Bildschirm spielen</translation>
    </message>
    <message>
        <source>The hands come back to this window and the links stop working; Play with phones… serves the game again at the same links.</source>
        <translation>Die Hände kommen in dieses Fenster zurück und die Links funktionieren nicht mehr; Mit Handys spielen… stellt das Spiel wieder unter denselben Links bereit.</translation>
    </message>
    <message>
        <source>This address cannot be served: {problem}</source>
        <translation>Diese Adresse kann nicht verwendet werden: {problem}</translation>
    </message>
    <message>
        <source>Served on {address}, port {port}: only this computer can open these links. Choose a network address for phones.</source>
        <translation>Bereitgestellt auf {address}, Port {port}: nur dieser Computer kann diese Links öffnen. Wähle eine Netzwerkadresse für Handys.</translation>
    </message>
    <message>
        <source>Served on {address}, port {port}: phones on the same network as this computer can open these links.</source>
        <translation>Bereitgestellt auf {address}, Port {port}: Handys im selben Netzwerk wie dieser Computer können diese Links öffnen.</translation>
    </message>
    <message numerus="yes">
        <source>The computer players wait until the phone has joined, or until you press Start now.</source>
        <translation>
            <numerusform>Der Computerspieler wartet, bis das Handy verbunden ist oder bis du auf „Jetzt starten“ drückst.</numerusform>
            <numerusform>Die Computerspieler warten, bis das Handy verbunden ist oder bis du auf „Jetzt starten“ drückst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer players wait until every phone has joined, or until you press Start now.</source>
        <translation>
            <numerusform>Der Computerspieler wartet, bis jedes Handy verbunden ist oder bis du auf „Jetzt starten“ drückst.</numerusform>
            <numerusform>Die Computerspieler warten, bis jedes Handy verbunden ist oder bis du auf „Jetzt starten“ drückst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is on: the computer players play their turns.</source>
        <translation>
            <numerusform>Die Partie läuft: Der Computerspieler spielt seine Züge.</numerusform>
            <numerusform>Die Partie läuft: Die Computerspieler spielen ihre Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Not joined yet</source>
        <translation>Noch nicht verbunden</translation>
    </message>
    <message>
        <source>This starts a new game on this computer: it deals the cards, each human player holds their hand on a phone, and this window shows the table.</source>
        <translation>Damit beginnt eine neue Partie auf diesem Computer: Er teilt die Karten aus, jeder menschliche Spieler hält seine Hand auf einem Handy, und dieses Fenster zeigt den Tisch.</translation>
    </message>
    <message>
        <source>A table game is played with real cards, so it is not served to phones.</source>
        <translation>Eine Tischpartie wird mit echten Karten gespielt und daher nicht für Handys bereitgestellt.</translation>
    </message>
    <message>
        <source>A table game is open: its cards are real cards, so it cannot be played from phones. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</source>
        <translation>Eine Tischpartie ist offen: Ihre Karten sind echte Karten, daher kann sie nicht mit Handys gespielt werden. Sie ist gespeichert: Du kannst sie auf der Startseite fortsetzen. Schließen und eine neue Partie mit Handys einrichten?</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</source>
        <translation>Eine Partie ist offen. Sie ist gespeichert: Du kannst sie auf der Startseite fortsetzen. Schließen und eine neue Partie mit Handys einrichten?</translation>
    </message>
    <message>
        <source>The game cannot be served: {problem}</source>
        <translation>Das Spiel kann nicht bereitgestellt werden: {problem}</translation>
    </message>
    <message>
        <source>{kind} {number}</source>
        <translation>{kind} {number}</translation>
    </message>
    <message>
        <source>{kind} {number} “{name}”</source>
        <translation>{kind} {number} „{name}“</translation>
    </message>
    <message>
        <source>the card set</source>
        <translation>der Kartensatz</translation>
    </message>
    <message>
        <source>or</source>
        <comment>joins the last two of the values a field may take</comment>
        <translation>oder</translation>
    </message>
    <message>
        <source>{card}: {problem}</source>
        <translation>{card}: {problem}</translation>
    </message>
    <message>
        <source>{section}: none yet. A set needs one at least.</source>
        <translation>{section}: noch keine. Ein Kartensatz braucht mindestens eine.</translation>
    </message>
    <message numerus="yes">
        <source>{section}: {count} cards counting copies; a set holds {least} to 200.</source>
        <translation>
            <numerusform>{section}: {count} Karte mit Kopien; ein Kartensatz hat {least} bis 200.</numerusform>
            <numerusform>{section}: {count} Karten mit Kopien; ein Kartensatz hat {least} bis 200.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Adjust the game</source>
        <translation>Spiel anpassen</translation>
    </message>
    <message>
        <source>For what the rules cannot settle: a card's text done by hand, a table ruling, a mistake found later. The game goes on checked from here.</source>
        <translation>Für das, was die Regeln nicht klären: einen von Hand ausgeführten Kartentext, eine Tischregel, einen später bemerkten Fehler. Ab hier wird das Spiel weiter geprüft.</translation>
    </message>
    <message>
        <source>What to adjust</source>
        <translation>Was korrigiert wird</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>noch nicht gesehen</translation>
    </message>
    <message>
        <source>its deck</source>
        <translation>sein Stapel</translation>
    </message>
    <message>
        <source>%1's hidden hand</source>
        <translation>Verdeckte Hand von %1</translation>
    </message>
    <message>
        <source>%1's table (a star)</source>
        <translation>Tisch von %1 (ein Star)</translation>
    </message>
    <message>
        <source>%1's hand (an event)</source>
        <translation>Hand von %1 (ein Ereignis)</translation>
    </message>
    <message>
        <source>%1's awards</source>
        <translation>Preise von %1</translation>
    </message>
    <message>
        <source>films of %1</source>
        <translation>Filme von %1</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>top of the main deck</source>
        <translation>Nachziehstapel (oben)</translation>
    </message>
    <message>
        <source>bottom of the main deck</source>
        <translation>Nachziehstapel (unten)</translation>
    </message>
    <message>
        <source>top of the film deck</source>
        <translation>Filmstapel (oben)</translation>
    </message>
    <message>
        <source>bottom of the film deck</source>
        <translation>Filmstapel (unten)</translation>
    </message>
    <message>
        <source>top of the award deck</source>
        <translation>Preisstapel (oben)</translation>
    </message>
    <message>
        <source>bottom of the award deck</source>
        <translation>Preisstapel (unten)</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Karte:</translation>
    </message>
    <message>
        <source>If not seen yet, from:</source>
        <translation>Falls noch ungesehen, aus:</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>Verschieben nach:</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>Karte verschieben</translation>
    </message>
    <message>
        <source>give to %1</source>
        <translation>an %1 geben</translation>
    </message>
    <message>
        <source>take back: bottom of the award deck</source>
        <translation>zurücknehmen: unter den Preisstapel</translation>
    </message>
    <message>
        <source>Award:</source>
        <translation>Preis:</translation>
    </message>
    <message>
        <source>Do:</source>
        <translation>Aktion:</translation>
    </message>
    <message>
        <source>Give or take an award</source>
        <translation>Preis geben oder nehmen</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>Psyche</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>in diesem Zug</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>dauerhaft</translation>
    </message>
    <message>
        <source>Star:</source>
        <translation>Star:</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Wert:</translation>
    </message>
    <message>
        <source>Change by:</source>
        <translation>Ändern um:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>Wert ändern</translation>
    </message>
    <message>
        <source>Used star:</source>
        <translation>Benutzter Star:</translation>
    </message>
    <message>
        <source>Un-use a star</source>
        <translation>Star wieder bereit machen</translation>
    </message>
    <message>
        <source>Why (shown in the log), e.g. “card text: …”</source>
        <translation>Warum (steht im Protokoll), z. B. „Kartentext: …“</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Grund:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Say why: the reason goes into the log.</source>
        <translation>Gib einen Grund an: Er kommt ins Protokoll.</translation>
    </message>
    <message>
        <source>Nothing to adjust here.</source>
        <translation>Hier gibt es nichts anzupassen.</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>NewTableGameDialog</name>
    <message>
        <source>New table game</source>
        <translation>Neues Tischspiel</translation>
    </message>
    <message>
        <source>Play with your own cards; the app keeps the totals and the rules. Deal one star to each player and four events to each hand first.</source>
        <translation>Spiele mit deinen eigenen Karten; die App führt Summen und Regeln. Teile zuerst jedem Spieler einen Star und vier Ereignisse auf die Hand aus.</translation>
    </message>
    <message>
        <source>Card set (your box):</source>
        <translation>Kartensatz (deine Schachtel):</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Seats, in playing order (to the left), and the star each was dealt</source>
        <translation>Plätze in Spielreihenfolge (nach links) und der jeweils ausgeteilte Star</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Startspieler:</translation>
    </message>
    <message>
        <source>Table rulings</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <source>Silver (negative) awards count toward the four</source>
        <translation>Silberne (negative) Preise zählen zu den vier</translation>
    </message>
    <message>
        <source>Always ask whether a player responds</source>
        <translation>Immer fragen, ob ein Spieler antwortet</translation>
    </message>
    <message>
        <source>A played award goes:</source>
        <translation>Ein gespielter Preis kommt:</translation>
    </message>
    <message>
        <source>Turn limit:</source>
        <translation>Zuglimit:</translation>
    </message>
    <message>
        <source>under the award deck</source>
        <translation>unter den Preisstapel</translation>
    </message>
    <message>
        <source>onto the discard pile</source>
        <translation>auf den Ablagestapel</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>dealt:</source>
        <translation>ausgeteilt:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Gib jedem Platz einen anderen Namen.</translation>
    </message>
    <message>
        <source>Seat %1: a name is text on one line, without control characters.</source>
        <translation>Platz %1: Ein Name ist Text in einer Zeile, ohne Steuerzeichen.</translation>
    </message>
    <message>
        <source>Each player is dealt a different star.</source>
        <translation>Jeder Spieler erhält einen anderen Star.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>"{move}" is not a move of this game.</source>
        <translation>„{move}“ ist kein Spielzug dieses Spiels.</translation>
    </message>
    <message>
        <source>The showdown has not stood still for a whole round: the game goes on.</source>
        <translation>Das Finale stand keine ganze Runde lang still: Das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>{star}'s reaction answers only what targets her.</source>
        <translation>Die Reaktion von {star} antwortet nur auf das, was sie selbst trifft.</translation>
    </message>
    <message>
        <source>The game is over: nothing more can be done.</source>
        <translation>Das Spiel ist vorbei: Es kann nichts mehr getan werden.</translation>
    </message>
    <message>
        <source>{owner} has a response window open: only they may act now.</source>
        <translation>{owner} hat ein Reaktionsfenster offen: Nur {owner} darf jetzt handeln.</translation>
    </message>
    <message>
        <source>In a response window you may only play a reaction or pass.</source>
        <translation>In einem Reaktionsfenster darfst du nur eine Reaktion spielen oder passen.</translation>
    </message>
    <message>
        <source>There is no response window open for you to pass.</source>
        <translation>Für dich ist kein Reaktionsfenster offen, in dem du passen könntest.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by {source}'s outshine.</source>
        <translation>{card} annulliert nur ein Ereignis: Dieses Fenster wurde durch das Ausstechen von {source} geöffnet.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by {source}'s ability.</source>
        <translation>{card} annulliert nur ein Ereignis: Dieses Fenster wurde durch die Fähigkeit von {source} geöffnet.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by the award {source}.</source>
        <translation>{card} annulliert nur ein Ereignis: Dieses Fenster wurde durch den Preis {source} geöffnet.</translation>
    </message>
    <message>
        <source>You have no star for {card} to act on.</source>
        <translation>Du hast keinen Star, auf den {card} wirken könnte.</translation>
    </message>
    <message>
        <source>You have no used star for {card} to ready.</source>
        <translation>Du hast keinen benutzten Star, den {card} wieder bereit machen könnte.</translation>
    </message>
    <message>
        <source>There is no star {card} could act on now.</source>
        <translation>Es gibt jetzt keinen Star, auf den {card} wirken könnte.</translation>
    </message>
    <message>
        <source>There is no player {card} could target now.</source>
        <translation>Es gibt jetzt keinen Spieler, auf den {card} zielen könnte.</translation>
    </message>
    <message>
        <source>It is {active}'s turn, not yours.</source>
        <translation>{active} ist am Zug, nicht du.</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player} ist aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <translation>Es gibt keinen Platz {seat}.</translation>
    </message>
    <message>
        <source>{star} is already used this turn.</source>
        <translation>{star} wurde in diesem Zug schon benutzt.</translation>
    </message>
    <message>
        <source>{star} is not on your table.</source>
        <translation>{star} liegt nicht auf deinem Tisch.</translation>
    </message>
    <message>
        <source>{star} is named twice.</source>
        <translation>{star} ist doppelt genannt.</translation>
    </message>
    <message>
        <source>Choose at least one of your stars.</source>
        <translation>Wähle mindestens einen deiner Stars.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>{card} can only be played on your own turn.</source>
        <translation>{card} kann nur im eigenen Zug gespielt werden.</translation>
    </message>
    <message>
        <source>{card} is a reaction: it can only be played in a response window opened for you.</source>
        <translation>{card} ist eine Reaktion: Sie kann nur in einem für dich geöffneten Reaktionsfenster gespielt werden.</translation>
    </message>
    <message>
        <source>{card} is not an event.</source>
        <translation>{card} ist kein Ereignis.</translation>
    </message>
    <message>
        <source>{card} has no eligible target now.</source>
        <translation>{card} hat jetzt kein gültiges Ziel.</translation>
    </message>
    <message>
        <source>{target} is not an eligible target for {card}.</source>
        <translation>{target} ist kein gültiges Ziel für {card}.</translation>
    </message>
    <message>
        <source>Seat {seat} is not an eligible target for {card}.</source>
        <translation>Platz {seat} ist kein gültiges Ziel für {card}.</translation>
    </message>
    <message>
        <source>The film deck is empty: no film can be made.</source>
        <translation>Der Filmstapel ist leer: Es kann kein Film gedreht werden.</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {required} the top film requires.</source>
        <translation>Der Gesamtruhm {fame} erreicht nicht die {required}, die der oberste Film verlangt.</translation>
    </message>
    <message>
        <source>The film must go to one of the stars who made it.</source>
        <translation>Der Film muss an einen der Stars gehen, die ihn gedreht haben.</translation>
    </message>
    <message>
        <source>You have already bought an award this turn (one per turn).</source>
        <translation>Du hast in diesem Zug schon einen Preis gekauft (einer pro Zug).</translation>
    </message>
    <message>
        <source>You have already bought every award you may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</source>
        <translation>Du hast in diesem Zug schon alle Preise gekauft, die du kaufen darfst ({count}: einer pro Zug, dazu die Extrakäufe, die Karten erlaubt haben).</translation>
    </message>
    <message>
        <source>The award deck is empty: no award can be bought.</source>
        <translation>Der Preisstapel ist leer: Es kann kein Preis gekauft werden.</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {cost} your next award costs.</source>
        <translation>Der Gesamtruhm {fame} erreicht nicht die {cost}, die dein nächster Preis kostet.</translation>
    </message>
    <message>
        <source>{target} is not on an opponent's table.</source>
        <translation>{target} liegt nicht auf dem Tisch eines Gegners.</translation>
    </message>
    <message>
        <source>There is no rival star on the table to outshine.</source>
        <translation>Auf dem Tisch liegt kein gegnerischer Star zum Ausstechen.</translation>
    </message>
    <message>
        <source>{target} is on your own table: a star cannot outshine her own player's star.</source>
        <translation>{target} liegt auf deinem eigenen Tisch: Ein Star kann keinen Star seines eigenen Spielers ausstechen.</translation>
    </message>
    <message>
        <source>{attacker}'s charisma {charisma} is below {target}'s psyche {psyche}.</source>
        <translation>Das Charisma {charisma} von {attacker} liegt unter der Psyche {psyche} von {target}.</translation>
    </message>
    <message>
        <source>An outshine is one of your unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation>Beim Ausstechen tritt einer deiner unbenutzten Stars gegen einen gegnerischen an: Wähle genau einen Star (keine Teamarbeit).</translation>
    </message>
    <message>
        <source>{star} has no ability.</source>
        <translation>{star} hat keine Fähigkeit.</translation>
    </message>
    <message>
        <source>Select the one star whose ability you want to use.</source>
        <translation>Wähle den einen Star, dessen Fähigkeit du nutzen willst.</translation>
    </message>
    <message>
        <source>{star}'s ability is {kind}, not an action.</source>
        <translation>Die Fähigkeit von {star} ist {kind}, keine Aktion.</translation>
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in your response window.</source>
        <translation>Die Fähigkeit von {star} ist eine Reaktion: Sie wird in deinem Reaktionsfenster angeboten.</translation>
    </message>
    <message>
        <source>{star}'s reaction has already been used in this window.</source>
        <translation>Die Reaktion von {star} wurde in diesem Fenster schon benutzt.</translation>
    </message>
    <message>
        <source>{card} is not among your awards.</source>
        <translation>{card} gehört nicht zu deinen Preisen.</translation>
    </message>
    <message>
        <source>{card} has no effect to play.</source>
        <translation>{card} hat keinen spielbaren Effekt.</translation>
    </message>
    <message>
        <source>{player} must first choose the targets of {card}, the award just revealed.</source>
        <translation>{player} muss zuerst die Ziele von {card} wählen, dem gerade aufgedeckten Preis.</translation>
    </message>
    <message>
        <source>Only {player}, who drew {card}, chooses its targets.</source>
        <translation>Nur {player}, der {card} gezogen hat, wählt seine Ziele.</translation>
    </message>
    <message>
        <source>Choose one of the eligible targets of {card}.</source>
        <translation>Wähle eines der möglichen Ziele von {card}.</translation>
    </message>
    <message>
        <source>No revealed award is waiting for its targets.</source>
        <translation>Kein aufgedeckter Preis wartet auf seine Ziele.</translation>
    </message>
    <message>
        <source>In a digital game the cards are drawn for you.</source>
        <translation>In einem digitalen Spiel werden die Karten für dich gezogen.</translation>
    </message>
    <message>
        <source>There is no card to enter as drawn now.</source>
        <translation>Jetzt ist keine gezogene Karte einzutragen.</translation>
    </message>
    <message>
        <source>{player} still has {count} card(s) to enter as drawn first.</source>
        <translation>{player} muss zuerst noch {count} gezogene Karte(n) eintragen.</translation>
    </message>
    <message>
        <source>No unseen event is left in the main deck: the card drawn must be a star.</source>
        <translation>Im Nachziehstapel ist kein ungesehenes Ereignis mehr: Die gezogene Karte muss ein Star sein.</translation>
    </message>
    <message>
        <source>{card} is not an unseen {kind}.</source>
        <translation>{card} ist kein ungesehenes {kind}.</translation>
    </message>
    <message>
        <source>Name the {kind} that came up.</source>
        <translation>Nenne das aufgedeckte {kind}.</translation>
    </message>
    <message>
        <source>{card} is not the card on top: {top} is.</source>
        <translation>{card} liegt nicht oben: {top} liegt oben.</translation>
    </message>
    <message>
        <source>This entry is for table games.</source>
        <translation>Dieser Eintrag ist für Tischspiele.</translation>
    </message>
    <message>
        <source>{card} is not a card of this card set.</source>
        <translation>{card} ist keine Karte dieses Kartensatzes.</translation>
    </message>
    <message>
        <source>{place} is not a place a card can go.</source>
        <translation>{place} ist kein Ort, an den eine Karte kann.</translation>
    </message>
    <message>
        <source>{card} cannot go to {place}.</source>
        <translation>{card} kann nicht nach {place}.</translation>
    </message>
    <message>
        <source>{card} has not been seen and there is no unknown card to take it from.</source>
        <translation>{card} wurde nicht gesehen, und es gibt keine unbekannte Karte, aus der sie stammen könnte.</translation>
    </message>
    <message>
        <source>{star} is not on any table.</source>
        <translation>{star} liegt auf keinem Tisch.</translation>
    </message>
    <message>
        <source>{stat} is not psyche, charisma or fame.</source>
        <translation>{stat} ist weder Psyche noch Charisma noch Ruhm.</translation>
    </message>
    <message>
        <source>{until} is not end_of_turn or permanent.</source>
        <translation>{until} ist weder end_of_turn noch permanent.</translation>
    </message>
    <message>
        <source>{amount} is out of range.</source>
        <translation>{amount} liegt außerhalb des Bereichs.</translation>
    </message>
    <message>
        <source>{card} is already there: moving it there changes nothing.</source>
        <translation>{card} ist schon dort: Sie dorthin zu legen ändert nichts.</translation>
    </message>
    <message>
        <source>A change by 0 changes nothing: enter by how much the value changes.</source>
        <translation>Eine Änderung um 0 ändert nichts: Gib ein, um wie viel sich der Wert ändert.</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} und {last}</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>an unnamed card</source>
        <translation>eine nicht benannte Karte</translation>
    </message>
    <message>
        <source>{name} ({color}, +{bonus} {stat})</source>
        <translation>{name} ({color}, +{bonus} {stat})</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>Psyche</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>Ruhm</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>{who} drew the star {card}: she joins the table.</source>
        <translation>{who} hat den Star {card} gezogen: Er kommt auf den Tisch.</translation>
    </message>
    <message>
        <source>{who} drew an event.</source>
        <translation>{who} hat ein Ereignis gezogen.</translation>
    </message>
    <message>
        <source>{who} drew {card}.</source>
        <translation>{who} hat {card} gezogen.</translation>
    </message>
    <message>
        <source>{who}'s {team} made the film {film} (fame {fame} for {required}).</source>
        <translation>{team} von {who} hat den Film {film} gedreht (Ruhm {fame} für {required}).</translation>
    </message>
    <message>
        <source>{who}'s {team} made the film {film}; it goes to {star} (fame {fame} for {required}).</source>
        <translation>{team} von {who} hat den Film {film} gedreht; er geht an {star} (Ruhm {fame} für {required}).</translation>
    </message>
    <message>
        <source>an award</source>
        <translation>einen Preis</translation>
    </message>
    <message>
        <source>{who} bought {what} with {stars} (fame {fame} for a cost of {cost}).</source>
        <translation>{who} hat {what} mit {stars} gekauft (Ruhm {fame} bei Kosten von {cost}).</translation>
    </message>
    <message>
        <source>{who} revealed {card}: it takes effect and is shuffled back.</source>
        <translation>{who} hat {card} aufgedeckt: Die Karte wirkt und wird zurückgemischt.</translation>
    </message>
    <message>
        <source>{who} gained {what}.</source>
        <translation>{who} hat {what} erhalten.</translation>
    </message>
    <message>
        <source>{who} bought an award with {stars} (fame {fame} for a cost of {cost}) and revealed {card}: it takes effect and is shuffled back.</source>
        <translation>{who} hat mit {stars} einen Preis gekauft (Ruhm {fame} für Kosten von {cost}) und {card} aufgedeckt: Die Karte wirkt und wird zurückgemischt.</translation>
    </message>
    <message>
        <source>{who} chooses the targets of {card}.</source>
        <translation>{who} wählt die Ziele von {card}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {target}.</source>
        <translation>{who} richtete {card} auf {target}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {player}.</source>
        <translation>{who} richtete {card} auf {player}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {target} and {player}.</source>
        <translation>{who} richtete {card} auf {target} und {player}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {owner}'s {target}.</source>
        <translation>{who} richtete {card} auf {target} von {owner}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {owner}'s {target} and {player}.</source>
        <translation>{who} richtete {card} auf {target} von {owner} und {player}.</translation>
    </message>
    <message>
        <source>{who}'s {star} tries to outshine {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} von {who} versucht, {target} von {owner} auszustechen (Charisma {charisma} gegen Psyche {psyche}).</translation>
    </message>
    <message>
        <source>{who}'s {star} outshone {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} von {who} hat {target} von {owner} ausgestochen (Charisma {charisma} gegen Psyche {psyche}).</translation>
    </message>
    <message>
        <source>{star} failed to outshine {target}.</source>
        <translation>{star} konnte {target} nicht ausstechen.</translation>
    </message>
    <message>
        <source>{star} failed to outshine {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} konnte {target} nicht ausstechen (Charisma {charisma} gegen Psyche {psyche}).</translation>
    </message>
    <message>
        <source>{who} played {card}.</source>
        <translation>{who} hat {card} gespielt.</translation>
    </message>
    <message>
        <source>{who} played {card} on {target}.</source>
        <translation>{who} hat {card} auf {target} gespielt.</translation>
    </message>
    <message>
        <source>{who} played the award {card}.</source>
        <translation>{who} hat den Preis {card} gespielt.</translation>
    </message>
    <message>
        <source>{who} played the award {card} on {target}.</source>
        <translation>{who} hat den Preis {card} auf {target} gespielt.</translation>
    </message>
    <message>
        <source>{star} has +{amount} {stat} this turn.</source>
        <translation>{star} hat in diesem Zug +{amount} {stat}.</translation>
    </message>
    <message>
        <source>{star} has {amount} {stat} this turn.</source>
        <translation>{star} hat in diesem Zug {amount} {stat}.</translation>
    </message>
    <message>
        <source>{star} has +{amount} {stat} for good.</source>
        <translation>{star} hat dauerhaft +{amount} {stat}.</translation>
    </message>
    <message>
        <source>{star} has {amount} {stat} for good.</source>
        <translation>{star} hat dauerhaft {amount} {stat}.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has +{amount} {stat} this turn.</source>
        <translation>{star} von {owner} hat in diesem Zug +{amount} {stat}.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has {amount} {stat} this turn.</source>
        <translation>{star} von {owner} hat in diesem Zug {amount} {stat}.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has +{amount} {stat} for good.</source>
        <translation>{star} von {owner} hat dauerhaft +{amount} {stat}.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has {amount} {stat} for good.</source>
        <translation>{star} von {owner} hat dauerhaft {amount} {stat}.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile.</source>
        <translation>{card} von {who} kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; 1 film goes under the film deck.</source>
        <translation>{card} von {who} kommt auf den Ablagestapel; 1 Film kommt unter den Filmstapel.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; {count} films go under the film deck.</source>
        <translation>{card} von {who} kommt auf den Ablagestapel; {count} Filme kommen unter den Filmstapel.</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>ein Ereignis</translation>
    </message>
    <message>
        <source>{who} took {what} from {other}'s hand.</source>
        <translation>{who} hat {what} aus der Hand von {other} genommen.</translation>
    </message>
    <message>
        <source>{w} wins with four awards.</source>
        <translation>{w} gewinnt mit vier Preisen.</translation>
    </message>
    <message>
        <source>{w} wins: the last one left in the showdown.</source>
        <translation>{w} gewinnt: als letzter im Finale übrig.</translation>
    </message>
    <message>
        <source>The showdown stood still: {w} share the win.</source>
        <translation>Das Finale stand still: {w} teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>The game ends by agreement, with no winner.</source>
        <translation>Das Spiel endet im Einvernehmen, ohne Sieger.</translation>
    </message>
    <message>
        <source>The turn limit is reached: the game ends with no winner.</source>
        <translation>Das Zuglimit ist erreicht: Das Spiel endet ohne Sieger.</translation>
    </message>
    <message>
        <source>The game is over, with no winner.</source>
        <translation>Das Spiel ist vorbei, ohne Sieger.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{who} draws nothing: the main deck is empty (final showdown).</source>
        <translation>{who} zieht nichts: Der Hauptstapel ist leer (großes Finale).</translation>
    </message>
    <message>
        <source>{who} takes no film: the film deck is empty.</source>
        <translation>{who} bekommt keinen Film: Der Filmstapel ist leer.</translation>
    </message>
    <message>
        <source>{who} takes no award: the award deck is empty.</source>
        <translation>{who} bekommt keinen Preis: Der Preisstapel ist leer.</translation>
    </message>
    <message>
        <source>{who} passed.</source>
        <translation>{who} hat gepasst.</translation>
    </message>
    <message>
        <source>{who}'s {star} took the film {film}.</source>
        <translation>{star} von {who} hat den Film {film} genommen.</translation>
    </message>
    <message>
        <source>Turn {turn}: {who} to play.</source>
        <translation>Zug {turn}: {who} ist dran.</translation>
    </message>
    <message>
        <source>{who} used {star}'s ability.</source>
        <translation>{who} hat die Fähigkeit von {star} genutzt.</translation>
    </message>
    <message>
        <source>{who} may respond.</source>
        <translation>{who} darf antworten.</translation>
    </message>
    <message>
        <source>{who} reacted with {card}.</source>
        <translation>{who} hat mit {card} reagiert.</translation>
    </message>
    <message>
        <source>{who} reacted with {star}'s ability.</source>
        <translation>{who} hat mit der Fähigkeit von {star} reagiert.</translation>
    </message>
    <message>
        <source>The effect fizzled: its target had gone.</source>
        <translation>Der Effekt verpufft: Sein Ziel war weg.</translation>
    </message>
    <message>
        <source>{who} may buy one more award this turn.</source>
        <translation>{who} darf in diesem Zug noch einen Preis kaufen.</translation>
    </message>
    <message>
        <source>{star} is ready again.</source>
        <translation>{star} ist wieder bereit.</translation>
    </message>
    <message>
        <source>{who} moved the film {film} from {source} to {star}.</source>
        <translation>{who} hat den Film {film} von {source} zu {star} verschoben.</translation>
    </message>
    <message>
        <source>{who} put {card} under the award deck.</source>
        <translation>{who} hat {card} unter den Preisstapel gelegt.</translation>
    </message>
    <message>
        <source>{who} discarded {card} at random.</source>
        <translation>{who} hat {card} zufällig abgeworfen.</translation>
    </message>
    <message>
        <source>{who} will skip their next turn.</source>
        <translation>{who} setzt den nächsten Zug aus.</translation>
    </message>
    <message>
        <source>{who} skips this turn.</source>
        <translation>{who} setzt diesen Zug aus.</translation>
    </message>
    <message>
        <source>{who} cancelled it.</source>
        <translation>{who} hat es annulliert.</translation>
    </message>
    <message>
        <source>The card's text is settled by hand at the table.</source>
        <translation>Der Kartentext wird am Tisch von Hand abgehandelt.</translation>
    </message>
    <message>
        <source>The main deck is empty: the final showdown begins.</source>
        <translation>Der Nachziehstapel ist leer: Das große Finale beginnt.</translation>
    </message>
    <message>
        <source>{who} has no star left and leaves the game.</source>
        <translation>{who} hat keinen Star mehr und scheidet aus.</translation>
    </message>
    <message>
        <source>{who} ended the turn.</source>
        <translation>{who} hat den Zug beendet.</translation>
    </message>
    <message>
        <source>Red Light: game {game}</source>
        <translation>Red Light: Partie {game}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spieler: {names}</translation>
    </message>
    <message>
        <source>Red Light: a game</source>
        <translation>Red Light: eine Partie</translation>
    </message>
    <message>
        <source>The game is not over: turn {turn}, {who} to play.</source>
        <translation>Die Partie ist nicht vorbei: Zug {turn}, {who} ist dran.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>{key} is missing</source>
        <translation>{key} fehlt</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{key} must be within {lo}..{hi}, not {value}</source>
        <translation>{key} muss zwischen {lo} und {hi} liegen, nicht {value}</translation>
    </message>
    <message>
        <source>{key} must be text</source>
        <translation>{key} muss Text sein</translation>
    </message>
    <message>
        <source>{key} is {length} characters long; at most {limit} are allowed</source>
        <translation>{key} ist {length} Zeichen lang; höchstens {limit} sind erlaubt</translation>
    </message>
    <message>
        <source>{key}: A name is at most {limit} characters; this one has {length}.</source>
        <translation>{key}: Ein Name hat höchstens {limit} Zeichen; dieser hat {length}.</translation>
    </message>
    <message>
        <source>{key} holds a line break (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} enthält einen Zeilenumbruch (U+{code}); ein Name ist Text in einer Zeile, ohne Steuerzeichen</translation>
    </message>
    <message>
        <source>{key} holds a direction control (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} enthält ein Richtungszeichen (U+{code}); ein Name ist Text in einer Zeile, ohne Steuerzeichen</translation>
    </message>
    <message>
        <source>{key} holds a control character (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} enthält ein Steuerzeichen (U+{code}); ein Name ist Text in einer Zeile, ohne Steuerzeichen</translation>
    </message>
    <message>
        <source>{key} must be {listed} (missing)</source>
        <translation>{key} muss {listed} sein (fehlt)</translation>
    </message>
    <message>
        <source>{key} must be {listed} (not {value})</source>
        <translation>{key} muss {listed} sein (nicht {value})</translation>
    </message>
    <message>
        <source>{key} must be true or false</source>
        <translation>{key} muss true oder false sein</translation>
    </message>
    <message>
        <source>id must be lowercase letters, digits and dashes (at most {limit}), not {value}</source>
        <translation>Die ID muss aus Kleinbuchstaben, Ziffern und Bindestrichen bestehen (höchstens {limit}), nicht {value}</translation>
    </message>
    <message>
        <source>id {value} is already used by {other}</source>
        <translation>Die ID {value} ist schon vergeben an {other}</translation>
    </message>
    <message>
        <source>{key} must be a list of 4 whole numbers</source>
        <translation>{key} muss eine Liste von 4 ganzen Zahlen sein</translation>
    </message>
    <message>
        <source>{key} must be a list of 4 whole numbers within 0..999</source>
        <translation>{key} muss eine Liste von 4 ganzen Zahlen zwischen 0 und 999 sein</translation>
    </message>
    <message>
        <source>translations must be an object of language codes</source>
        <translation>translations muss ein Objekt mit Sprachcodes sein</translation>
    </message>
    <message>
        <source>translations: at most {limit} languages are allowed</source>
        <translation>translations: höchstens {limit} Sprachen sind erlaubt</translation>
    </message>
    <message>
        <source>translations: {value} is not a language code like "it"</source>
        <translation>translations: {value} ist kein Sprachcode wie "it"</translation>
    </message>
    <message>
        <source>translations.{lang} must be an object</source>
        <translation>translations.{lang} muss ein Objekt sein</translation>
    </message>
    <message>
        <source>translations.{lang}: {value} is not one of: {fields}</source>
        <translation>translations.{lang}: {value} ist keins von: {fields}</translation>
    </message>
    <message>
        <source>effect must be an object with a "do" verb</source>
        <translation>Der Effekt muss ein Objekt mit einem Verb "do" sein</translation>
    </message>
    <message>
        <source>effect verb {value} is not one of: {verbs}</source>
        <translation>Das Effekt-Verb {value} ist keins von: {verbs}</translation>
    </message>
    <message>
        <source>effect {verb} needs the field {key}</source>
        <translation>Der Effekt {verb} braucht das Feld {key}</translation>
    </message>
    <message>
        <source>effect {verb} can only be a reaction (phase reaction or a reaction ability)</source>
        <translation>Der Effekt {verb} kann nur eine Reaktion sein (Phase reaction oder eine Reaktionsfähigkeit)</translation>
    </message>
    <message>
        <source>effect {verb} target must be {listed}, not {value}</source>
        <translation>Das Ziel des Effekts {verb} muss {listed} sein, nicht {value}</translation>
    </message>
    <message>
        <source>effect all needs a non-empty list of effects</source>
        <translation>Der Effekt all braucht eine nicht leere Liste von Effekten</translation>
    </message>
    <message>
        <source>effect all is nested too deeply</source>
        <translation>Der Effekt all ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>ability must be null or an object</source>
        <translation>Die Fähigkeit muss null oder ein Objekt sein</translation>
    </message>
    <message>
        <source>ability effect is missing</source>
        <translation>Der Effekt der Fähigkeit fehlt</translation>
    </message>
    <message>
        <source>a passive ability may only use modify (applied while she is on a table) or manual</source>
        <translation>Eine passive Fähigkeit darf nur modify (gilt, solange sie auf einem Tisch liegt) oder manual verwenden</translation>
    </message>
    <message>
        <source>ability trigger is for reaction abilities only, not {kind}</source>
        <translation>trigger gibt es nur bei Reaktionsfähigkeiten, nicht bei {kind}</translation>
    </message>
    <message>
        <source>{key} must be a list of cards</source>
        <translation>{key} muss eine Liste von Karten sein</translation>
    </message>
    <message>
        <source>a card set must be a JSON object</source>
        <translation>Ein Kartensatz muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>format must be "{format}", not {value}</source>
        <translation>format muss "{format}" sein, nicht {value}</translation>
    </message>
    <message>
        <source>language must be a language code like "en", not {value}</source>
        <translation>language muss ein Sprachcode wie "en" sein, nicht {value}</translation>
    </message>
    <message>
        <source>effect is missing</source>
        <translation>Der Effekt fehlt</translation>
    </message>
    <message>
        <source>{key} must hold {least}..200 cards counting copies, not {count}</source>
        <translation>{key} muss {least} bis 200 Karten enthalten (Kopien mitgezählt), nicht {count}</translation>
    </message>
    <message>
        <source>the card set holds values that are not JSON text</source>
        <translation>Der Kartensatz enthält Werte, die kein JSON-Text sind</translation>
    </message>
    <message>
        <source>the card set is larger than 5 MB ({size} bytes)</source>
        <translation>Der Kartensatz ist größer als 5 MB ({size} Bytes)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>{what} is larger than {limit} ({size} bytes)</source>
        <translation>{what} ist größer als {limit} ({size} Bytes)</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (byte {byte})</source>
        <translation>{what} ist kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>{what} is nested more than {depth} levels deep</source>
        <translation>{what} ist tiefer als {depth} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: line {line} column {column}: {detail}</source>
        <translation>{what} ist kein gültiges JSON: Zeile {line}, Spalte {column}: {detail}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail}</source>
        <translation>{what} ist kein gültiges JSON: {detail}</translation>
    </message>
    <message>
        <source>{what}: a number has {digits} digits; at most {most} are allowed</source>
        <translation>{what}: Eine Zahl hat {digits} Ziffern; höchstens {most} sind erlaubt</translation>
    </message>
    <message>
        <source>{what}: a number is written with more than 100 characters</source>
        <translation>{what}: Eine Zahl ist mit mehr als 100 Zeichen geschrieben</translation>
    </message>
    <message>
        <source>{what}: the number {number} is too large</source>
        <translation>{what}: Die Zahl {number} ist zu groß</translation>
    </message>
    <message>
        <source>{what}: {token} is not a number JSON allows</source>
        <translation>{what}: {token} ist keine Zahl, die JSON erlaubt</translation>
    </message>
    <message>
        <source>{what}: a key in {path} is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: Ein Schlüssel in {path} ist kein gültiges Unicode (er enthält ein einzelnes Surrogat)</translation>
    </message>
    <message>
        <source>{what}: a key in the document is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: Ein Schlüssel im Dokument ist kein gültiges Unicode (er enthält ein einzelnes Surrogat)</translation>
    </message>
    <message>
        <source>{what}: {path} is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: {path} ist kein gültiges Unicode (enthält ein einzelnes Surrogat)</translation>
    </message>
    <message>
        <source>{what}: the text is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: Der Text ist kein gültiges Unicode (er enthält ein einzelnes Surrogat)</translation>
    </message>
    <message>
        <source>Could not {what}: {reason} ({path}). Nothing was changed.</source>
        <translation>Es war nicht möglich, {what}: {reason} ({path}). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file {path} is damaged (a text in its column {column} is not valid UTF-8). Nothing was changed.</source>
        <translation>Es war nicht möglich, {what}: Die Datei der gespeicherten Partien {path} ist beschädigt (ein Text in ihrer Spalte {column} ist kein gültiges UTF-8). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file {path} holds a damaged entry ({detail}). Nothing was changed.</source>
        <translation>Es war nicht möglich, {what}: Die Datei der gespeicherten Partien {path} enthält einen beschädigten Eintrag ({detail}). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Could not {what}: {detail}.</source>
        <translation>Es war nicht möglich, {what}: {detail}.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used: {reason}.</source>
        <translation>Der Datenordner {folder} kann nicht verwendet werden: {reason}.</translation>
    </message>
    <message>
        <source>The saved games in {path} cannot be opened: {reason}.</source>
        <translation>Die gespeicherten Partien in {path} können nicht geöffnet werden: {reason}.</translation>
    </message>
    <message>
        <source>The lock file {path} cannot be opened ({reason}), so the saved games cannot be used. Check the data folder, or start with --data-dir pointing at another folder.</source>
        <translation>Die Sperrdatei {path} kann nicht geöffnet werden ({reason}), daher können die gespeicherten Partien nicht verwendet werden. Prüfe den Datenordner, oder starte mit --data-dir, das auf einen anderen Ordner zeigt.</translation>
    </message>
    <message>
        <source>The lock file {path} cannot be written ({reason}), so nothing could be saved either. Free some space, or start with --data-dir pointing at another folder.</source>
        <translation>Die Sperrdatei {path} kann nicht beschrieben werden ({reason}), daher ließe sich auch nichts speichern. Gib etwas Speicherplatz frei, oder starte mit --data-dir, das auf einen anderen Ordner zeigt.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing can be saved there; the saved games can still be read (redlight games, stats, log, export). Start with --data-dir pointing at a folder you may write to.</source>
        <translation>Der Datenordner {folder} ist schreibgeschützt, daher kann dort nichts gespeichert werden; die gespeicherten Partien lassen sich weiterhin lesen (redlight games, stats, log, export). Starte mit --data-dir, das auf einen Ordner zeigt, in den du schreiben darfst.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Eine andere Kopie von Red Light Companion verwendet die gespeicherten Spiele in {folder}. Schließ sie zuerst, oder starte diese mit --data-dir, das auf einen anderen Ordner zeigt.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion (process {process}) is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Eine andere Kopie von Red Light Companion (Prozess {process}) verwendet die gespeicherten Spiele in {folder}. Schließ sie zuerst, oder starte diese mit --data-dir, das auf einen anderen Ordner zeigt.</translation>
    </message>
    <message>
        <source>The saved games file {path} cannot be created: {reason}.</source>
        <translation>Die Datei der gespeicherten Partien {path} kann nicht angelegt werden: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read the saved games file {path}: {detail}.</source>
        <translation>Die Datei der gespeicherten Partien {path} lässt sich nicht lesen: {detail}.</translation>
    </message>
    <message>
        <source>Cannot read the journal of the saved games file {path}: {reason}.</source>
        <translation>Das Journal der Datei der gespeicherten Partien {path} lässt sich nicht lesen: {reason}.</translation>
    </message>
    <message>
        <source>Cannot open the saved games file {path}: {detail}.</source>
        <translation>Die Datei der gespeicherten Partien {path} lässt sich nicht öffnen: {detail}.</translation>
    </message>
    <message>
        <source>The saved games file {path} is locked by another program. Close it and try again.</source>
        <translation>Die Datei der gespeicherten Partien {path} ist von einem anderen Programm gesperrt. Schließ es und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>The saved games file {path} is read-only, so nothing can be saved to it; the saved games can still be read (redlight games, stats, log, export). Make it writable, or start with --data-dir pointing at another folder.</source>
        <translation>Die Datei der gespeicherten Partien {path} ist schreibgeschützt, daher kann nichts in ihr gespeichert werden; die gespeicherten Partien lassen sich weiterhin lesen (redlight games, stats, log, export). Mach sie beschreibbar, oder starte mit --data-dir, das auf einen anderen Ordner zeigt.</translation>
    </message>
    <message>
        <source>The saved games file {path} is not usable ({detail}), and another copy of the app is running: close it and try again.</source>
        <translation>Die Datei der gespeicherten Partien {path} ist nicht verwendbar ({detail}), und eine andere Kopie der App läuft: Schließ sie und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>The saved games file {path} needs an upgrade, and another copy of the app is running: close it and try again.</source>
        <translation>Die Datei der gespeicherten Partien {path} muss aktualisiert werden, und eine andere Kopie der App läuft: Schließ sie und versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Cannot prepare the saved games file {path}: the disk is full (SQLite: {detail}).</source>
        <translation>Die Datei der gespeicherten Partien {path} kann nicht vorbereitet werden: Der Datenträger ist voll (SQLite: {detail}).</translation>
    </message>
    <message>
        <source>The saved games file {path} cannot be read: {reason}.</source>
        <translation>Die Datei der gespeicherten Partien {path} kann nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>The saved games file {path} was not read, so that nothing in it changes: {detail}. Start the app to set both aside (nothing is deleted) and go on from the file as it was, or move the journal away yourself.</source>
        <translation>Die Datei der gespeicherten Partien {path} wurde nicht gelesen, damit sich nichts in ihr ändert: {detail}. Starte die App, um beide beiseitezulegen (nichts wird gelöscht) und mit der Datei so weiterzumachen, wie sie war, oder verschiebe das Journal selbst.</translation>
    </message>
    <message>
        <source>The saved games file {path} is not usable ({detail}); start the app to set it aside and begin a new one.</source>
        <translation>Die Datei der gespeicherten Partien {path} ist nicht verwendbar ({detail}); starte die App, um sie beiseitezulegen und eine neue zu beginnen.</translation>
    </message>
    <message>
        <source>The saved games file {path} needs an upgrade: start the app once, then try again.</source>
        <translation>Die Datei der gespeicherten Partien {path} muss aktualisiert werden: Starte die App einmal und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file is locked by another program. Nothing was changed; try again.</source>
        <translation>Es war nicht möglich, {what}: Die Datei der gespeicherten Partien ist von einem anderen Programm gesperrt. Nichts wurde geändert; versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Could not {what}: the disk is full. Nothing was changed.</source>
        <translation>Es war nicht möglich, {what}: Der Datenträger ist voll. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>There is no card set {cardset}.</source>
        <translation>Es gibt keinen Kartensatz {cardset}.</translation>
    </message>
    <message>
        <source>The stored card set {cardset} ("{name}") is no longer valid: {detail}</source>
        <translation>Der gespeicherte Kartensatz {cardset} („{name}“) ist nicht mehr gültig: {detail}</translation>
    </message>
    <message>
        <source>Game {game}: the rules refuse this move, so it was not saved: {detail}</source>
        <translation>Partie {game}: Die Regeln lassen diesen Spielzug nicht zu, daher wurde er nicht gespeichert: {detail}</translation>
    </message>
    <message>
        <source>There is no saved game {game}.</source>
        <translation>Es gibt keine gespeicherte Partie {game}.</translation>
    </message>
    <message>
        <source>Game {game}: move {move} cannot be saved there, the saved log holds {held} moves (the next is move {next}). Nothing was saved; reload the game.</source>
        <translation>Partie {game}: Spielzug {move} kann dort nicht gespeichert werden (Spielzüge im gespeicherten Protokoll: {held}; der nächste ist Spielzug {next}). Nichts wurde gespeichert; lade die Partie neu.</translation>
    </message>
    <message>
        <source>Game {game} has {total} moves: {count} cannot be undone.</source>
        <translation>Die Partie {game} hat nicht genug Spielzüge, um {count} zurückzunehmen (Spielzüge: {total}).</translation>
    </message>
    <message>
        <source>Game {game} has {total} moves: it cannot be cut back to {keep}.</source>
        <translation>Die Partie {game} (Spielzüge: {total}) kann nicht auf {keep} gekürzt werden.</translation>
    </message>
    <message>
        <source>Saved game {game}: move {move} is missing from its log.</source>
        <translation>Gespeicherte Partie {game}: Spielzug {move} fehlt in ihrem Protokoll.</translation>
    </message>
    <message>
        <source>Saved game {game}: move {move} is unreadable: {detail}.</source>
        <translation>Gespeicherte Partie {game}: Spielzug {move} ist unlesbar: {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its options are unreadable: {detail}.</source>
        <translation>Gespeicherte Partie {game}: Ihre Optionen sind unlesbar: {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its seed is not a whole number.</source>
        <translation>Gespeicherte Partie {game}: Ihr Startwert ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>Saved game {game}: its first player is not a seat number.</source>
        <translation>Gespeicherte Partie {game}: Ihr Startspieler ist keine Platznummer.</translation>
    </message>
    <message>
        <source>Saved game {game}: its dealt stars are unreadable: {detail}.</source>
        <translation>Gespeicherte Partie {game}: Ihre ausgeteilten Stars sind unlesbar: {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its dealt stars are not a list of cards.</source>
        <translation>Gespeicherte Partie {game}: Ihre ausgeteilten Stars sind keine Liste von Karten.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at the start: {detail}. The rules or its card set may have changed since it was saved.</source>
        <translation>Die gespeicherte Partie {game} ({names}) lässt sich am Anfang nicht mehr nachspielen: {detail}. Die Regeln oder ihr Kartensatz haben sich seit dem Speichern vielleicht geändert.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved.</source>
        <translation>Die gespeicherte Partie {game} ({names}) lässt sich bei Spielzug {move} von {total} nicht mehr nachspielen: {detail}. Die Regeln oder ihr Kartensatz haben sich seit dem Speichern vielleicht geändert.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved. Moves 1 to {intact} are intact: undo back to there to play on.</source>
        <translation>Die gespeicherte Partie {game} ({names}) lässt sich bei Spielzug {move} von {total} nicht mehr nachspielen: {detail}. Die Regeln oder ihr Kartensatz haben sich seit dem Speichern vielleicht geändert. Die Spielzüge 1 bis {intact} sind intakt: Nimm die Spielzüge bis dorthin zurück, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>copy the card sets</source>
        <translation>die Kartensätze zu kopieren</translation>
    </message>
    <message>
        <source>store the card set</source>
        <translation>den Kartensatz abzulegen</translation>
    </message>
    <message>
        <source>list the card sets</source>
        <translation>die Kartensätze aufzulisten</translation>
    </message>
    <message>
        <source>read the card set</source>
        <translation>den Kartensatz zu lesen</translation>
    </message>
    <message>
        <source>save the new game</source>
        <translation>die neue Partie zu speichern</translation>
    </message>
    <message>
        <source>save the move</source>
        <translation>den Spielzug zu speichern</translation>
    </message>
    <message>
        <source>read the game</source>
        <translation>die Partie zu lesen</translation>
    </message>
    <message>
        <source>list the saved games</source>
        <translation>die gespeicherten Partien aufzulisten</translation>
    </message>
    <message>
        <source>delete the game</source>
        <translation>die Partie zu löschen</translation>
    </message>
    <message>
        <source>undo the move</source>
        <translation>den Spielzug zurückzunehmen</translation>
    </message>
    <message>
        <source>compute statistics</source>
        <translation>die Statistik zu berechnen</translation>
    </message>
    <message>
        <source>import the game</source>
        <translation>die Partie zu importieren</translation>
    </message>
    <message>
        <source>read the card sets</source>
        <translation>die Kartensätze zu lesen</translation>
    </message>
    <message>
        <source>the operating system does not allow it (permission denied)</source>
        <translation>das Betriebssystem erlaubt es nicht (keine Berechtigung)</translation>
    </message>
    <message>
        <source>the saved games file is read-only</source>
        <translation>die Datei der gespeicherten Partien ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk could not be read or written (input/output error)</source>
        <translation>der Datenträger konnte nicht gelesen oder beschrieben werden (Ein-/Ausgabefehler)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the saved games file cannot be opened</source>
        <translation>die Datei der gespeicherten Partien kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>keine Berechtigung</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>wo ein Ordner sein sollte, liegt eine Datei</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>es existiert nicht</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>it is a symbolic link; remove it</source>
        <translation>sie ist ein symbolischer Link; entferne ihn</translation>
    </message>
    <message>
        <source>another file is in its place; move it away</source>
        <translation>an ihrer Stelle liegt eine andere Datei; verschiebe sie</translation>
    </message>
    <message>
        <source>it keeps changing</source>
        <translation>sie ändert sich ständig</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>A card not named</source>
        <translation>Nicht benannte Karte</translation>
    </message>
</context>
</TS>