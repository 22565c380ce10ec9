<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en_GB">
<context>
    <name />
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>A card not named</source>
        <translation>Carta non nominata</translation>
    </message>
    <message>
        <source>Which card this was was not entered at the table.</source>
        <translation>Quale carta fosse non è stato inserito al tavolo.</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Pila degli scarti</translation>
    </message>
    <message>
        <source>Cards: {count}, top first (the pile is never shuffled back):</source>
        <translation>Carte: {count}, dalla cima (la pila non viene mai rimescolata):</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Seats (in playing order)</source>
        <translation>&amp;Posti (in ordine di gioco)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Seat {n}: name</source>
        <translation>Posto {n}: nome</translation>
    </message>
    <message>
        <source>Seat {n}: computer level</source>
        <translation>Posto {n}: livello del computer</translation>
    </message>
    <message>
        <source>&amp;Advanced: seed and first player</source>
        <translation>&amp;Avanzate: seme e primo giocatore</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>&amp;Card set:</source>
        <translation>&amp;Set di carte:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;Primo giocatore:</translation>
    </message>
    <message>
        <source>Always ask for reactions (hides whether a player holds one)</source>
        <translation>Chiedi sempre le reazioni (nasconde se un giocatore ne ha una)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Seat {n}: human or computer</source>
        <translation>Posto {n}: umano o computer</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Set di carte</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Limite di turni</translation>
    </message>
    <message>
        <source>&amp;Turn limit:</source>
        <translation>&amp;Limite di turni:</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>The same seed, card set and moves give the same game.</source>
        <translation>Stesso seme, stesso set di carte e stesse mosse danno la stessa partita.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eme:</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Scelto a caso</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>Posto {n}: {name}</translation>
    </message>
    <message>
        <source>Please type your name for the first seat.</source>
        <translation>Scrivi il tuo nome per il primo posto.</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Ogni posto deve avere un nome.</translation>
    </message>
    <message>
        <source>Seat {n}: a name is text on one line, without control characters.</source>
        <translation>Posto {n}: un nome è testo su una riga, senza caratteri di controllo.</translation>
    </message>
    <message>
        <source>A game played from phones needs at least one human seat.</source>
        <translation>Una partita giocata con i telefoni ha bisogno di almeno un posto umano.</translation>
    </message>
    <message>
        <source>Two seats have the same name: give each player their own.</source>
        <translation>Due posti hanno lo stesso nome: dai a ogni giocatore il suo.</translation>
    </message>
    <message>
        <source>There is no card set to play with.</source>
        <translation>Non c'è nessun set di carte con cui giocare.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Ora non è possibile.</translation>
    </message>
    <message>
        <source>{action}: click the player to target (highlighted). Esc cancels.</source>
        <translation>{action}: clicca il giocatore da bersagliare (evidenziato). Esc annulla.</translation>
    </message>
    <message>
        <source>Click the star who gets the film {film} (highlighted). Esc cancels.</source>
        <translation>Clicca la star che riceve il film {film} (evidenziata). Esc annulla.</translation>
    </message>
    <message>
        <source>Click the star who gets the film (highlighted). Esc cancels.</source>
        <translation>Clicca la star che riceve il film (evidenziata). Esc annulla.</translation>
    </message>
    <message>
        <source>{action}: click which of {name}'s stars receives it. Esc cancels.</source>
        <translation>{action}: fai clic sulla star di {name} che lo riceve. Esc annulla.</translation>
    </message>
    <message>
        <source>{action}: click the star of yours who receives it. Esc cancels.</source>
        <translation>{action}: clicca la tua star che lo riceve. Esc annulla.</translation>
    </message>
    <message>
        <source>{action}: click a rival star to outshine (highlighted). Esc cancels.</source>
        <translation>{action}: clicca una star rivale da oscurare (evidenziata). Esc annulla.</translation>
    </message>
    <message>
        <source>{action}: click its target on the table (highlighted). Esc cancels.</source>
        <translation>{action}: clicca il bersaglio sul tavolo (evidenziato). Esc annulla.</translation>
    </message>
    <message>
        <source>Choose the target of the award you revealed.</source>
        <translation>Scegli il bersaglio del premio che hai rivelato.</translation>
    </message>
    <message>
        <source>Respond: play a reaction from your hand or a star's reaction, or Pass.</source>
        <translation>Rispondi: gioca una reazione dalla mano o la reazione di una star, oppure Passa.</translation>
    </message>
    <message>
        <source>You have left the game: you had no star on the table in the final showdown.</source>
        <translation>Non sei più in partita: nella resa dei conti finale non avevi più star sul tavolo.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>In attesa di {name}.</translation>
    </message>
    <message>
        <source>Choose the award you give back.</source>
        <translation>Scegli il premio da restituire.</translation>
    </message>
    <message>
        <source>Selected: {names}. Choose an action, or click a rival star to outshine.</source>
        <translation>Selezionate: {names}. Scegli un'azione, o clicca una star rivale da oscurare.</translation>
    </message>
    <message>
        <source>Select one or more of your stars, then an action; or play a card from your hand.</source>
        <translation>Seleziona una o più delle tue star, poi un'azione; oppure gioca una carta dalla mano.</translation>
    </message>
    <message>
        <source>No one is playing from this screen.</source>
        <translation>Nessuno sta giocando da questo schermo.</translation>
    </message>
    <message>
        <source>Make a film</source>
        <translation>Gira un film</translation>
    </message>
    <message>
        <source>Outshine with {star}</source>
        <translation>Oscura con {star}</translation>
    </message>
    <message>
        <source>{star}'s ability</source>
        <translation>Abilità di {star}</translation>
    </message>
    <message>
        <source>{name} cannot be chosen for this.</source>
        <translation>{name} non può essere scelto per questo.</translation>
    </message>
    <message>
        <source>To outshine a rival star, first select exactly one of {name}'s stars.</source>
        <translation>Per oscurare una star rivale, seleziona prima esattamente una delle star di {name}.</translation>
    </message>
    <message>
        <source>To outshine a rival star, first select exactly one of your stars.</source>
        <translation>Per oscurare una star rivale, seleziona prima esattamente una delle tue star.</translation>
    </message>
    <message>
        <source>Make &amp;film</source>
        <translation>Gira &amp;film</translation>
    </message>
    <message>
        <source>&amp;Buy award</source>
        <translation>&amp;Compra premio</translation>
    </message>
    <message>
        <source>&amp;Outshine</source>
        <translation>&amp;Oscura</translation>
    </message>
    <message>
        <source>Use &amp;ability</source>
        <translation>Usa &amp;abilità</translation>
    </message>
    <message>
        <source>&amp;Pass (respond with nothing)</source>
        <translation>&amp;Passa (non rispondere)</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Fi&amp;ne turno</translation>
    </message>
    <message>
        <source>No hints in a table game: the app does not know the cards in the players' hands.</source>
        <translation>Nessun suggerimento in una partita al tavolo: l'app non conosce le carte in mano ai giocatori.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>BEFORE WE START</source>
        <translation>PRIMA DI INIZIARE</translation>
    </message>
    <message>
        <source>For adults only</source>
        <translation>Solo per adulti</translation>
    </message>
    <message>
        <source>Red Light is a card game for adults (18+). Please confirm that you are 18 or older.</source>
        <translation>Red Light è un gioco di carte per adulti (18+). Conferma di avere almeno 18 anni.</translation>
    </message>
    <message>
        <source>I am 18 or older</source>
        <translation>Ho almeno 18 anni</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Diario</translation>
    </message>
    <message>
        <source>&amp;Game log</source>
        <translation>&amp;Diario della partita</translation>
    </message>
    <message>
        <source>Could not list saved games: {error}</source>
        <translation>Impossibile elencare le partite salvate: {error}</translation>
    </message>
    <message>
        <source>{owner}'s {star} (psyche {psyche}, charisma {charisma}, fame {fame})</source>
        <translation>{star} di {owner} (impudenza {psyche}, carisma {charisma}, fama {fame})</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>(does not count toward the four)</source>
        <translation>(non conta per i quattro)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>New &amp;table game…</source>
        <translation>Nuova partita al &amp;tavolo…</translation>
    </message>
    <message>
        <source>Play with &amp;phones…</source>
        <translation>Gioca con i tele&amp;foni…</translation>
    </message>
    <message>
        <source>&amp;Start page (resume a game)</source>
        <translation>Pagina &amp;iniziale (riprendi una partita)</translation>
    </message>
    <message>
        <source>Car&amp;d sets…</source>
        <translation>Set di &amp;carte…</translation>
    </message>
    <message>
        <source>&amp;Look back at a game…</source>
        <translation>&amp;Rivedi una partita…</translation>
    </message>
    <message>
        <source>Export lo&amp;g…</source>
        <translation>Esporta il re&amp;gistro…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <source>End by &amp;agreement…</source>
        <translation>Termina di comune &amp;accordo…</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>C&amp;hiudi partita</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Add a star</source>
        <translation>Aggiungi una star</translation>
    </message>
    <message>
        <source>Add an event</source>
        <translation>Aggiungi un evento</translation>
    </message>
    <message>
        <source>Add a film</source>
        <translation>Aggiungi un film</translation>
    </message>
    <message>
        <source>Add an award</source>
        <translation>Aggiungi un premio</translation>
    </message>
    <message>
        <source>Added a star: type its name.</source>
        <translation>Star aggiunta: scrivi il suo nome.</translation>
    </message>
    <message>
        <source>Added an event: type its name.</source>
        <translation>Evento aggiunto: scrivi il suo nome.</translation>
    </message>
    <message>
        <source>Added a film: type its name.</source>
        <translation>Film aggiunto: scrivi il suo nome.</translation>
    </message>
    <message>
        <source>Added an award: type its name.</source>
        <translation>Premio aggiunto: scrivi il suo nome.</translation>
    </message>
    <message numerus="yes">
        <source>{n} stars</source>
        <translation>
            <numerusform>{n} star</numerusform>
            <numerusform>{n} star</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} events</source>
        <translation>
            <numerusform>{n} evento</numerusform>
            <numerusform>{n} eventi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} films</source>
        <translation>
            <numerusform>{n} film</numerusform>
            <numerusform>{n} film</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} awards</source>
        <translation>
            <numerusform>{n} premio</numerusform>
            <numerusform>{n} premi</numerusform>
        </translation>
    </message>
    <message>
        <source>New set from &amp;scratch</source>
        <translation>Nuovo set da &amp;zero</translation>
    </message>
    <message>
        <source>Start an empty card set</source>
        <translation>Inizia un set di carte vuoto</translation>
    </message>
    <message>
        <source>&amp;Copy the demo set</source>
        <translation>&amp;Copia il set dimostrativo</translation>
    </message>
    <message>
        <source>Start from a copy of the shipped demo set</source>
        <translation>Parti da una copia del set dimostrativo incluso</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>&amp;Importa JSON…</translation>
    </message>
    <message>
        <source>Import a card set file</source>
        <translation>Importa un file di set di carte</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>&amp;Esporta JSON…</translation>
    </message>
    <message>
        <source>Export this card set to a file</source>
        <translation>Esporta questo set di carte in un file</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Store this set (a new version when it changed; stored sets are never overwritten)</source>
        <translation>Conserva questo set (una nuova versione se è cambiato; i set conservati non vengono mai sovrascritti)</translation>
    </message>
    <message>
        <source>&amp;Use for new games</source>
        <translation>&amp;Usa per le nuove partite</translation>
    </message>
    <message>
        <source>Save the set and use it for new games</source>
        <translation>Salva il set e usalo per le nuove partite</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Annulla l'ultima modifica</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>&amp;Aggiungi carta</translation>
    </message>
    <message>
        <source>Add a card of the selected kind</source>
        <translation>Aggiungi una carta del tipo selezionato</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplica</translation>
    </message>
    <message>
        <source>Duplicate the selected card</source>
        <translation>Duplica la carta selezionata</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>Delete the selected card</source>
        <translation>Elimina la carta selezionata</translation>
    </message>
    <message>
        <source>&amp;Find a card</source>
        <translation>&amp;Trova una carta</translation>
    </message>
    <message>
        <source>Next &amp;problem</source>
        <translation>&amp;Problema successivo</translation>
    </message>
    <message>
        <source>Go to the next problem</source>
        <translation>Vai al problema successivo</translation>
    </message>
    <message>
        <source>Set &amp;name:</source>
        <translation>&amp;Nome del set:</translation>
    </message>
    <message>
        <source>The name of your box, e.g. “My box”</source>
        <translation>Il nome della tua scatola, per es. “La mia scatola”</translation>
    </message>
    <message>
        <source>Award costs:</source>
        <translation>Costi dei premi:</translation>
    </message>
    <message>
        <source>Fame needed for a player's 1st, 2nd, 3rd and 4th award</source>
        <translation>Fama necessaria per il 1º, 2º, 3º e 4º premio di un giocatore</translation>
    </message>
    <message>
        <source>Show card &amp;ids (advanced)</source>
        <translation>Mostra i &amp;codici delle carte (avanzato)</translation>
    </message>
    <message>
        <source>Ids name cards in saved games and scenario files; the app makes them from the names.</source>
        <translation>I codici nominano le carte nelle partite salvate e nei file di scenario; l'app li ricava dai nomi.</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Aggiungi carta</translation>
    </message>
    <message>
        <source>Form of the card: {kind}</source>
        <translation>Scheda della carta: {kind}</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>Nuovo set</translation>
    </message>
    <message>
        <source>&amp;Open a stored set</source>
        <translation>&amp;Apri un set conservato</translation>
    </message>
    <message>
        <source>Open stored</source>
        <translation>Apri conservato</translation>
    </message>
    <message>
        <source>Open a card set kept in the store</source>
        <translation>Apri un set di carte conservato nell'archivio</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>&amp;Set</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Carta</translation>
    </message>
    <message>
        <source>Card set #{id} could not be opened: {error}</source>
        <translation>Non è stato possibile aprire il set di carte n. {id}: {error}</translation>
    </message>
    <message>
        <source>A new, empty set: add at least one card of each kind.</source>
        <translation>Un set nuovo e vuoto: aggiungi almeno una carta di ogni tipo.</translation>
    </message>
    <message>
        <source>The demo set could not be read</source>
        <translation>Non è stato possibile leggere il set dimostrativo</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Copia di {name}</translation>
    </message>
    <message>
        <source>A copy of the demo set: change what your box has.</source>
        <translation>Una copia del set dimostrativo: cambia ciò che ha la tua scatola.</translation>
    </message>
    <message>
        <source>The card set could not be opened</source>
        <translation>Non è stato possibile aprire il set di carte</translation>
    </message>
    <message>
        <source>The store cannot be read: {error}</source>
        <translation>Non è possibile leggere l'archivio: {error}</translation>
    </message>
    <message>
        <source>No card sets stored yet</source>
        <translation>Ancora nessun set di carte conservato</translation>
    </message>
    <message>
        <source>used for new games</source>
        <translation>usato per le nuove partite</translation>
    </message>
    <message>
        <source>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</source>
        <translation>“{name}” eliminata. Annulla (Ctrl+Z) la riporta.</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Nessun problema.</translation>
    </message>
    <message>
        <source>{n} different</source>
        <translation>{n} diverse</translation>
    </message>
    <message>
        <source>enough for 2 players</source>
        <translation>basta per 2 giocatori</translation>
    </message>
    <message>
        <source>enough for 2 to {n} players</source>
        <translation>basta per 2-{n} giocatori</translation>
    </message>
    <message numerus="yes">
        <source>{n} more stars</source>
        <translation>
            <numerusform>{n} star in più</numerusform>
            <numerusform>{n} star in più</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} more events</source>
        <translation>
            <numerusform>{n} evento in più</numerusform>
            <numerusform>{n} eventi in più</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough for a game yet: 2 players need {cards}</source>
        <translation>non basta ancora per una partita: 2 giocatori richiedono {cards}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Niente da annullare.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <source>Your turn, turn {turn}.</source>
        <translation>Tocca a te, turno {turn}.</translation>
    </message>
    <message>
        <source>{name}'s turn.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <source>Game over: {why}</source>
        <translation>Partita finita: {why}</translation>
    </message>
    <message>
        <source>You may respond: {what}. Play a reaction, or Pass ({key}).</source>
        <translation>Puoi rispondere: {what}. Gioca una reazione, oppure Passa ({key}).</translation>
    </message>
    <message>
        <source>{name} may respond: {what}.</source>
        <translation>{name} può rispondere: {what}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Niente da ripetere.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Ripetuto.</translation>
    </message>
    <message>
        <source>New card set</source>
        <translation>Nuovo set di carte</translation>
    </message>
    <message>
        <source>The set cannot be saved</source>
        <translation>Il set non può essere salvato</translation>
    </message>
    <message>
        <source>The set could not be saved</source>
        <translation>Non è stato possibile salvare il set</translation>
    </message>
    <message>
        <source>Saved as “{name}” (#{id}).</source>
        <translation>Salvato come “{name}” (#{id}).</translation>
    </message>
    <message>
        <source>Nothing new to store: this is “{name}” (#{id}).</source>
        <translation>Niente di nuovo da conservare: è “{name}” (#{id}).</translation>
    </message>
    <message>
        <source>…and {n} more; the problems list shows them all.</source>
        <translation>…e altri {n}; l'elenco dei problemi li mostra tutti.</translation>
    </message>
    <message numerus="yes">
        <source>Fix these {n} problems first:</source>
        <translation>
            <numerusform>Correggi prima questo problema:</numerusform>
            <numerusform>Correggi prima questi {n} problemi:</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough cards for a game</source>
        <translation>Non ci sono abbastanza carte per una partita</translation>
    </message>
    <message>
        <source>The set is stored, but a game needs at least 2 stars and 8 events (a star and 4 events for each player).</source>
        <translation>Il set è conservato, ma una partita richiede almeno 2 star e 8 eventi (una star e 4 eventi per giocatore).</translation>
    </message>
    <message>
        <source>New games will use “{name}” (#{id}), for 2 to {n} players.</source>
        <translation>Le nuove partite useranno “{name}” (#{id}), per 2-{n} giocatori.</translation>
    </message>
    <message>
        <source>The file could not be read</source>
        <translation>Non è stato possibile leggere il file</translation>
    </message>
    <message>
        <source>The card set was not imported</source>
        <translation>Il set di carte non è stato importato</translation>
    </message>
    <message>
        <source>“{file}” was not imported, and nothing was stored:</source>
        <translation>“{file}” non è stato importato e non è stato conservato nulla:</translation>
    </message>
    <message>
        <source>The card set could not be stored</source>
        <translation>Non è stato possibile conservare il set di carte</translation>
    </message>
    <message>
        <source>Imported “{file}” as “{name}” (#{id}).</source>
        <translation>“{file}” importato come “{name}” (#{id}).</translation>
    </message>
    <message>
        <source>“{file}” was already stored as “{name}” (#{id}); opened it.</source>
        <translation>“{file}” era già conservato come “{name}” (#{id}); l'ho aperto.</translation>
    </message>
    <message>
        <source>The set cannot be exported</source>
        <translation>Il set non può essere esportato</translation>
    </message>
    <message>
        <source>The file could not be written</source>
        <translation>Non è stato possibile scrivere il file</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Esportato in {path}.</translation>
    </message>
    <message>
        <source>Import a card set</source>
        <translation>Importa un set di carte</translation>
    </message>
    <message>
        <source>Card sets (*.json);;All files (*)</source>
        <translation>Set di carte (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Export the card set</source>
        <translation>Esporta il set di carte</translation>
    </message>
    <message>
        <source>Card sets (*.json)</source>
        <translation>Set di carte (*.json)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>senza titolo</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved.</source>
        <translation>“{name}” ha modifiche non salvate.</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>Questo set</translation>
    </message>
    <message>
        <source>Save them as a new version first?</source>
        <translation>Salvarle prima come nuova versione?</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Set di carte</translation>
    </message>
    <message numerus="yes">
        <source>used by {n} saved games</source>
        <translation>
            <numerusform>usato da {n} partita salvata</numerusform>
            <numerusform>usato da {n} partite salvate</numerusform>
        </translation>
    </message>
    <message>
        <source>Not stored yet</source>
        <translation>Non ancora conservato</translation>
    </message>
    <message>
        <source>Save (Ctrl+S) keeps it in the store</source>
        <translation>Salva (Ctrl+S) lo conserva nell'archivio</translation>
    </message>
    <message>
        <source>Changed since #{id} “{name}”</source>
        <translation>Modificato da #{id} “{name}”</translation>
    </message>
    <message>
        <source>saving makes a new version</source>
        <translation>salvando si crea una nuova versione</translation>
    </message>
    <message>
        <source>Stored as #{id} “{name}”</source>
        <translation>Conservato come #{id} “{name}”</translation>
    </message>
    <message>
        <source>Stored sets are never changed: saving an edited set makes a new version, and saved games keep the version they were started with.</source>
        <translation>I set conservati non cambiano mai: salvare un set modificato crea una nuova versione, e le partite salvate mantengono la versione con cui sono iniziate.</translation>
    </message>
    <message>
        <source>&amp;Cancel selection / target</source>
        <translation>Annulla selezione / &amp;bersaglio</translation>
    </message>
    <message>
        <source>Select your &amp;star</source>
        <translation>Seleziona la tua &amp;star</translation>
    </message>
    <message>
        <source>Star or target {n}</source>
        <translation>Star o bersaglio {n}</translation>
    </message>
    <message>
        <source>Play a ca&amp;rd from your hand</source>
        <translation>Gioca una ca&amp;rta dalla mano</translation>
    </message>
    <message>
        <source>Card {n}</source>
        <translation>Carta {n}</translation>
    </message>
    <message>
        <source>Play an any-time event out of &amp;turn</source>
        <translation>Gioca un evento in qualsiasi &amp;momento fuori turno</translation>
    </message>
    <message>
        <source>Out of turn: next human player</source>
        <translation>Fuori turno: prossimo giocatore umano</translation>
    </message>
    <message>
        <source>Look through the &amp;discard pile</source>
        <translation>Sfoglia la pila degli scar&amp;ti</translation>
    </message>
    <message>
        <source>&amp;Hint: what would a good player do?</source>
        <translation>Su&amp;ggerimento: cosa farebbe un buon giocatore?</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Search the rules</source>
        <translation>&amp;Cerca nelle regole</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Segui il &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Sc&amp;uro</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Undo: {entry}</source>
        <translation>Annulla: {entry}</translation>
    </message>
    <message>
        <source>&amp;Undo: {entry}</source>
        <translation>&amp;Annulla: {entry}</translation>
    </message>
    <message>
        <source>player · any of her owner's stars, hand or awards is targeted</source>
        <translation>giocatore · è preso di mira una star, la mano o i premi del suo proprietario</translation>
    </message>
    <message>
        <source>star · only when she herself is targeted</source>
        <translation>star · solo quando è presa di mira lei stessa</translation>
    </message>
    <message>
        <source>green · psyche</source>
        <translation>verde · impudenza</translation>
    </message>
    <message>
        <source>red · charisma</source>
        <translation>rosso · carisma</translation>
    </message>
    <message>
        <source>blue · fame</source>
        <translation>blu · fama</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>oro</translation>
    </message>
    <message>
        <source>silver · negative</source>
        <translation>argento · negativo</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Passive</source>
        <translation>Passiva</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reazione</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1º</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2º</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3º</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4º</translation>
    </message>
    <message>
        <source>Fame for the {ordinal} award</source>
        <translation>Fama per il {ordinal} premio</translation>
    </message>
    <message>
        <source>Fame needed for a player's {ordinal} award</source>
        <translation>Fama necessaria per il {ordinal} premio di un giocatore</translation>
    </message>
    <message>
        <source>The name printed on the card</source>
        <translation>Il nome stampato sulla carta</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>An id holds at most {limit} characters; the rest was left out.</source>
        <translation>Un id ha al massimo {limit} caratteri; il resto è stato tralasciato.</translation>
    </message>
    <message>
        <source>Unique in the set. Games, logs and scenarios name cards by id; the 2nd copy of a card is ID#2, and so on.</source>
        <translation>Unico nel set. Partite, diari e scenari nominano le carte col codice; la 2ª copia di una carta è ID#2, e così via.</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Codice:</translation>
    </message>
    <message>
        <source>The number of copies</source>
        <comment>number field as a subject</comment>
        <translation>Il numero di copie</translation>
    </message>
    <message>
        <source>How many of this card the box holds ({low} to {high})</source>
        <translation>Quante copie di questa carta contiene la scatola (da {low} a {high})</translation>
    </message>
    <message>
        <source>C&amp;opies:</source>
        <translation>C&amp;opie:</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Testo della carta</translation>
    </message>
    <message>
        <source>The card's words (shown in the game and the log)</source>
        <translation>Le parole della carta (mostrate nella partita e nel diario)</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Testo:</translation>
    </message>
    <message numerus="yes">
        <source>{n} copies</source>
        <translation>
            <numerusform>{n} copia</numerusform>
            <numerusform>{n} copie</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} copies: {ids}</source>
        <translation>{n} copie: {ids}</translation>
    </message>
    <message numerus="yes">
        <source>{n} problems on this card</source>
        <translation>
            <numerusform>{n} problema su questa carta</numerusform>
            <numerusform>{n} problemi su questa carta</numerusform>
        </translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valori</translation>
    </message>
    <message>
        <source>Psyche</source>
        <comment>number field as a subject</comment>
        <translation>L'impudenza</translation>
    </message>
    <message>
        <source>Charisma</source>
        <comment>number field as a subject</comment>
        <translation>Il carisma</translation>
    </message>
    <message>
        <source>Fame</source>
        <comment>number field as a subject</comment>
        <translation>La fama</translation>
    </message>
    <message>
        <source>&amp;Psyche:</source>
        <translation>&amp;Impudenza:</translation>
    </message>
    <message>
        <source>C&amp;harisma:</source>
        <translation>C&amp;arisma:</translation>
    </message>
    <message>
        <source>&amp;Fame:</source>
        <translation>&amp;Fama:</translation>
    </message>
    <message>
        <source>The rulebook's psyche and charisma come in tens (50, 100); fame is the number of stars printed on the card.</source>
        <translation>Nel regolamento impudenza e carisma vanno a decine (50, 100); la fama è il numero di stelle stampate sulla carta.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Effetto:</translation>
    </message>
    <message>
        <source>When a reaction ability is offered in its owner's response window</source>
        <translation>Quando un'abilità di reazione è offerta nella finestra di risposta del suo proprietario</translation>
    </message>
    <message>
        <source>&amp;Answers:</source>
        <translation>&amp;Risponde a:</translation>
    </message>
    <message>
        <source>What the ability says</source>
        <translation>Cosa dice l'abilità</translation>
    </message>
    <message>
        <source>Ability te&amp;xt:</source>
        <translation>Te&amp;sto dell'abilità:</translation>
    </message>
    <message>
        <source>P&amp;layed:</source>
        <translation>G&amp;iocata:</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effetto</translation>
    </message>
    <message>
        <source>&amp;Effect:</source>
        <translation>&amp;Effetto:</translation>
    </message>
    <message>
        <source>Targets are chosen by the player when the card is played. Protecting and cancelling work only as reactions.</source>
        <translation>I bersagli li sceglie il giocatore quando gioca la carta. Proteggere e annullare funzionano solo come reazioni.</translation>
    </message>
    <message>
        <source>Co&amp;lour:</source>
        <translation>Co&amp;lore:</translation>
    </message>
    <message>
        <source>The bonus</source>
        <comment>number field as a subject</comment>
        <translation>Il bonus</translation>
    </message>
    <message>
        <source>&amp;Bonus:</source>
        <translation>&amp;Bonus:</translation>
    </message>
    <message>
        <source>The fame required</source>
        <comment>number field as a subject</comment>
        <translation>La fama richiesta</translation>
    </message>
    <message>
        <source>Fame &amp;required:</source>
        <translation>Fama &amp;richiesta:</translation>
    </message>
    <message>
        <source>The bonus is added to the value of the film's colour; the fame required is what it takes to make the film.</source>
        <translation>Il bonus si aggiunge al valore del colore del film; la fama richiesta è quella che serve per girare il film.</translation>
    </message>
    <message>
        <source>F&amp;rame:</source>
        <translation>Co&amp;rnice:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Its own cost row</source>
        <translation>Una propria riga di costi</translation>
    </message>
    <message>
        <source>Costs:</source>
        <translation>Costi:</translation>
    </message>
    <message>
        <source>Revealed when drawn</source>
        <translation>Rivelato quando pescato</translation>
    </message>
    <message>
        <source>Counts toward the four that win</source>
        <translation>Conta per i quattro della vittoria</translation>
    </message>
    <message>
        <source>What the award does when played from hand or revealed; none for most awards.</source>
        <translation>Cosa fa il premio quando è giocato dalla mano o rivelato; niente per la maggior parte dei premi.</translation>
    </message>
    <message>
        <source>Fame needed for a player's 1st to 4th award when this is the one bought.</source>
        <translation>Fama necessaria per il 1º-4º premio di un giocatore quando si compra questo.</translation>
    </message>
    <message>
        <source>Uses the set's award costs ({costs}).</source>
        <translation>Usa i costi dei premi del set ({costs}).</translation>
    </message>
    <message>
        <source>Select a card on the left, or add one with &lt;b&gt;Add card&lt;/b&gt; (Ctrl+N);&lt;br&gt;the arrow beside it picks the kind.</source>
        <translation>Seleziona una carta a sinistra, o aggiungine una con &lt;b&gt;Aggiungi carta&lt;/b&gt; (Ctrl+N);&lt;br&gt;la freccia accanto sceglie il tipo.</translation>
    </message>
    <message>
        <source>A companion for the card game Red Light: rules, saved games and digital play.</source>
        <translation>Un compagno per il gioco di carte Red Light: regole, partite salvate e gioco digitale.</translation>
    </message>
    <message>
        <source>The saved games cannot be written here, so they can only be viewed.</source>
        <translation>Le partite salvate non si possono scrivere qui, quindi si possono solo guardare.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>La partita non può iniziare</translation>
    </message>
    <message>
        <source>Close the game and set up a new one?</source>
        <translation>Chiudere la partita e prepararne una nuova?</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game?</source>
        <translation>C'è una partita aperta. È salvata: puoi riprenderla dalla pagina iniziale. Chiuderla e preparare una nuova partita?</translation>
    </message>
    <message>
        <source>The game cannot be resumed</source>
        <translation>La partita non può essere ripresa</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Elimina partita</translation>
    </message>
    <message>
        <source>Delete this saved game for good?</source>
        <translation>Eliminare definitivamente questa partita salvata?</translation>
    </message>
    <message>
        <source>{giver} is still choosing an award to give back: if the game closes now, the move that asked for it is not made.</source>
        <translation>{giver} sta ancora scegliendo un premio da restituire: se la partita si chiude ora, la mossa che lo ha chiesto non viene fatta.</translation>
    </message>
    <message>
        <source>{giver} is still choosing an award to give back, so {player}'s {card} is not played yet: if the game closes now, the card goes back to {player}'s hand.</source>
        <translation>{giver} sta ancora scegliendo un premio da restituire, quindi {card} di {player} non è ancora giocata: se la partita si chiude ora, la carta torna nella mano di {player}.</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Chiudi partita</translation>
    </message>
    <message>
        <source>Close the game anyway?</source>
        <translation>Chiudere comunque la partita?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Quit anyway?</source>
        <translation>Uscire comunque?</translation>
    </message>
    <message>
        <source>End by agreement</source>
        <translation>Fine di comune accordo</translation>
    </message>
    <message>
        <source>Do all players agree to end the game now, with no winner?</source>
        <translation>Tutti i giocatori sono d'accordo di terminare ora la partita, senza vincitore?</translation>
    </message>
    <message numerus="yes">
        <source>Autosaved · {count} moves</source>
        <translation>
            <numerusform>Salvataggio automatico · {count} mossa</numerusform>
            <numerusform>Salvataggio automatico · {count} mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not saved · {count} moves</source>
        <translation>
            <numerusform>Non salvata · {count} mossa</numerusform>
            <numerusform>Non salvata · {count} mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non salvato</translation>
    </message>
    <message>
        <source>The move is not shown as made until it is saved. Continue without saving plays on, but nothing from now on is kept when you quit.</source>
        <translation>La mossa non viene mostrata come fatta finché non è salvata. Continua senza salvare prosegue la partita, ma nulla da ora in poi viene conservato quando esci.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>Continue &amp;without saving</source>
        <translation>Continua &amp;senza salvare</translation>
    </message>
    <message>
        <source>{player}'s {card}</source>
        <translation>{card} di {player}</translation>
    </message>
    <message>
        <source>{name} gives back an award of their choice.</source>
        <translation>{name} restituisce un premio a sua scelta.</translation>
    </message>
    <message>
        <source>{name} revealed an award and chooses its target.</source>
        <translation>{name} ha rivelato un premio e ne sceglie il bersaglio.</translation>
    </message>
    <message>
        <source>{name} may respond: it is their turn to answer.</source>
        <translation>{name} può rispondere: tocca a lui o a lei.</translation>
    </message>
    <message>
        <source>{name} asked to play an any-time event during the turn of {active}.</source>
        <translation>{name} ha chiesto di giocare un evento in qualsiasi momento durante il turno di {active}.</translation>
    </message>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <source>HOT SEAT</source>
        <translation>PASSA IL DISPOSITIVO</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Passa a {name}</translation>
    </message>
    <message>
        <source>Everyone else, look away: {name}'s hand will be shown.</source>
        <translation>Tutti gli altri, non guardate: verrà mostrata la mano di {name}.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Sono {name}: mostra la mia mano</translation>
    </message>
    <message>
        <source>{name}, out of turn: play an any-time event from your hand, or press Done (Esc) to hand back.</source>
        <translation>{name}, fuori turno: gioca dalla mano un evento «in qualsiasi momento», o premi Fatto (Esc) per restituire il turno.</translation>
    </message>
    <message>
        <source>The final table. Esc goes back to the result.</source>
        <translation>Il tavolo a fine partita. Esc torna al risultato.</translation>
    </message>
    <message>
        <source>The result: {title}</source>
        <translation>Il risultato: {title}</translation>
    </message>
    <message>
        <source>as {name}</source>
        <translation>come {name}</translation>
    </message>
    <message>
        <source>(only between two human players, with no window open)</source>
        <translation>(solo tra due giocatori umani, senza finestre aperte)</translation>
    </message>
    <message>
        <source>Not possible: {reason}</source>
        <translation>Non possibile: {reason}</translation>
    </message>
    <message>
        <source>A hint is for the human player who must act now.</source>
        <translation>Il suggerimento è per il giocatore umano che deve agire ora.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Sto pensando a un suggerimento…</translation>
    </message>
    <message>
        <source>Keep your cards for now.</source>
        <translation>Per ora tieni le tue carte.</translation>
    </message>
    <message>
        <source>Buy an award with {stars}.</source>
        <translation>Compra un premio con {stars}.</translation>
    </message>
    <message>
        <source>Make a film with {stars}; it goes to {star}.</source>
        <translation>Gira un film con {stars}; va a {star}.</translation>
    </message>
    <message>
        <source>Outshine {target} with {star}.</source>
        <translation>Oscura {target} con {star}.</translation>
    </message>
    <message>
        <source>Use the ability of {star}.</source>
        <translation>Usa l'abilità di {star}.</translation>
    </message>
    <message>
        <source>Play your award {card} for its effect.</source>
        <translation>Gioca il tuo premio {card} per il suo effetto.</translation>
    </message>
    <message>
        <source>Play {card}.</source>
        <translation>Gioca {card}.</translation>
    </message>
    <message>
        <source>Pass: let it resolve.</source>
        <translation>Passa: lascia che si risolva.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Termina il turno.</translation>
    </message>
    <message>
        <source>Target: {target}.</source>
        <translation>Bersaglio: {target}.</translation>
    </message>
    <message>
        <source>Against {player}.</source>
        <translation>Contro {player}.</translation>
    </message>
    <message>
        <source>It can be your fourth award, and four awards win.</source>
        <translation>Può essere il tuo quarto premio, e quattro premi vincono.</translation>
    </message>
    <message>
        <source>It brings you an award closer to the four that win (you hold {count}).</source>
        <translation>Ti avvicina di un premio ai quattro che vincono (ne hai {count}).</translation>
    </message>
    <message>
        <source>{star} gets a film, and a film makes a star stronger.</source>
        <translation>{star} riceve un film, e un film rende una star più forte.</translation>
    </message>
    <message>
        <source>It removes {player}'s only star on the table, {star}.</source>
        <translation>Toglie l'unica star di {player} sul tavolo, {star}.</translation>
    </message>
    <message>
        <source>It removes {player}'s strongest star, {star} (fame {fame}).</source>
        <translation>Toglie la star più forte di {player}, {star} (fama {fame}).</translation>
    </message>
    <message>
        <source>It removes {player}'s {star} (fame {fame}).</source>
        <translation>Toglie {star} di {player} (fama {fame}).</translation>
    </message>
    <message>
        <source>Her films ({count}) leave the table with her.</source>
        <translation>I suoi film ({count}) lasciano il tavolo con lei.</translation>
    </message>
    <message>
        <source>Choose the target</source>
        <translation>Scegli il bersaglio</translation>
    </message>
    <message>
        <source>{name}, you revealed the award {award}. It takes effect now and is then shuffled back into the award deck.</source>
        <translation>{name}, hai rivelato il premio {award}. Ha effetto ora e poi viene rimescolato nel mazzo dei premi.</translation>
    </message>
    <message>
        <source>Its effect: {text}</source>
        <translation>Il suo effetto: {text}</translation>
    </message>
    <message>
        <source>Choose its target:</source>
        <translation>Scegli il suo bersaglio:</translation>
    </message>
    <message>
        <source>Aim {award} at {target}</source>
        <translation>Punta {award} su {target}</translation>
    </message>
    <message>
        <source>Choose the target of {award}</source>
        <translation>Scegli il bersaglio di {award}</translation>
    </message>
    <message>
        <source>You keep your reactions for a better moment.</source>
        <translation>Tieni le tue reazioni per un momento migliore.</translation>
    </message>
    <message>
        <source>Nothing else you can do now scores better.</source>
        <translation>Nient'altro che puoi fare ora rende di più.</translation>
    </message>
    <message>
        <source>Holding back scores best right now.</source>
        <translation>Aspettare è la scelta migliore in questo momento.</translation>
    </message>
    <message>
        <source>No hint this time: {error}</source>
        <translation>Nessun suggerimento questa volta: {error}</translation>
    </message>
    <message>
        <source>Hint: {move} Estimated win chance after it: {chance}%.</source>
        <translation>Suggerimento: {move} Probabilità stimata di vittoria dopo: {chance}%.</translation>
    </message>
    <message>
        <source>{hint} Why: {reason}</source>
        <translation>{hint} Perché? {reason}</translation>
    </message>
    <message>
        <source>Games played now are not saved.</source>
        <translation>Le partite giocate ora non vengono salvate.</translation>
    </message>
    <message>
        <source>A journal file beside the saved games was not their own; both were moved to {path} (nothing was deleted) and the saved games go on as they were before it.</source>
        <translation>Un file di giornale accanto alle partite salvate non era il loro; entrambi sono stati spostati in {path} (nulla è stato cancellato) e le partite salvate proseguono com'erano prima.</translation>
    </message>
    <message>
        <source>The saved-games file could not be read and was moved aside to {path}; a new one was started.</source>
        <translation>Il file delle partite salvate non era leggibile ed è stato spostato in {path}; ne è stato creato uno nuovo.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Un’altra copia di Red Light Companion sta usando le partite salvate in {folder}. Chiudila prima, oppure avvia questa con --data-dir che punta a un’altra cartella.</translation>
    </message>
    <message>
        <source>The saved games in {folder} were written by a newer version of Red Light Companion and were left untouched. Update the app, or start it with --data-dir pointing at another folder.</source>
        <translation>Le partite salvate in {folder} sono state scritte da una versione più recente di Red Light Companion e non sono state toccate. Aggiorna l'app, oppure avviala con --data-dir che punta a un'altra cartella.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing will be saved there: its saved games can be viewed (replayed) but not continued.</source>
        <translation>La cartella dei dati {folder} è di sola lettura, quindi lì non verrà salvato nulla: le sue partite salvate si possono guardare (rivedere) ma non continuare.</translation>
    </message>
    <message>
        <source>The saved games file {folder} is read-only, so nothing will be saved to it: its saved games can be viewed (replayed) but not continued.</source>
        <translation>Il file delle partite salvate {folder} è di sola lettura, quindi non vi verrà salvato nulla: le sue partite si possono guardare (rivedere) ma non continuare.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing will be saved there, and its saved games cannot be shown:</source>
        <translation>La cartella dei dati {folder} è di sola lettura, quindi lì non verrà salvato nulla, e le sue partite salvate non si possono mostrare:</translation>
    </message>
    <message>
        <source>The saved games file in {folder} is read-only, so nothing will be saved to it, and its saved games cannot be shown:</source>
        <translation>Il file delle partite salvate in {folder} è di sola lettura, quindi non vi verrà salvato nulla, e le sue partite non si possono mostrare:</translation>
    </message>
    <message>
        <source>they were written by a newer version of Red Light Companion; open them with that version.</source>
        <translation>sono state scritte da una versione più recente di Red Light Companion; aprile con quella versione.</translation>
    </message>
    <message>
        <source>the file cannot be read as it is (it is damaged, from an older version, or has another file's journal beside it), and setting it right would write to it. Copy the folder to one you may write to, and start with --data-dir pointing at the copy.</source>
        <translation>il file non si può leggere così com’è (è danneggiato, viene da una versione precedente o accanto a esso c’è il journal di un altro file), e rimetterlo a posto vorrebbe dire scriverci. Copia la cartella in una in cui puoi scrivere e avvia con --data-dir che punta alla copia.</translation>
    </message>
    <message>
        <source>Make film</source>
        <translation>Gira film</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Buy award</source>
        <translation>Compra premio</translation>
    </message>
    <message>
        <source>B</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Outshine</source>
        <translation>Oscura</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Esc closes this note.</source>
        <translation>Esc chiude questa nota.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>E</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Back to the result</source>
        <translation>Torna al risultato</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Tasto: {key}</translation>
    </message>
    <message>
        <source>+{count} more</source>
        <translation>+{count} altri</translation>
    </message>
    <message>
        <source>Why this is not possible</source>
        <translation>Perché non è possibile</translation>
    </message>
    <message>
        <source>Clear the name</source>
        <translation>Cancella il nome</translation>
    </message>
    <message>
        <source>An event (Ctrl+E)</source>
        <translation>Un evento (Ctrl+E)</translation>
    </message>
    <message>
        <source>Drew an event, kept secret</source>
        <translation>Ha pescato un evento, tenuto segreto</translation>
    </message>
    <message>
        <source>nothing matches “{typed}”</source>
        <translation>nessuna carta corrisponde a “{typed}”</translation>
    </message>
    <message>
        <source>Fame on the top film's back:</source>
        <translation>Fama sul retro del film in cima:</translation>
    </message>
    <message>
        <source>Fame printed on the top film's back</source>
        <translation>Fama stampata sul retro del film in cima</translation>
    </message>
    <message>
        <source>Type the number printed on the back of the top film, then Enter or Set. A question mark: not entered yet.</source>
        <translation>Scrivi il numero stampato sul retro del film in cima, poi Invio o Imposta. Un punto interrogativo: non ancora inserito.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Imposta</translation>
    </message>
    <message>
        <source>Enter the fame on the top film's back</source>
        <translation>Inserisci la fama sul retro del film in cima</translation>
    </message>
    <message>
        <source>End the stalled showdown</source>
        <translation>Termina la resa dei conti ferma</translation>
    </message>
    <message>
        <source>End the showdown that stood still: the players still in share the win</source>
        <translation>Termina la resa dei conti ferma: i giocatori ancora in gioco condividono la vittoria</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Export the game to a file</source>
        <translation>Esporta la partita in un file</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annulla (Esc)</translation>
    </message>
    <message>
        <source>Top film: fame {fame} entered</source>
        <translation>Film in cima: fama {fame} inserita</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>the fame entered for the top film</comment>
        <translation>Cambia</translation>
    </message>
    <message>
        <source>Change the fame entered for the top film's back</source>
        <translation>Cambia la fama inserita per il retro del film in cima</translation>
    </message>
    <message>
        <source>Not possible:</source>
        <translation>Non possibile:</translation>
    </message>
    <message>
        <source>Not possible now: {reason}</source>
        <translation>Ora non è possibile: {reason}</translation>
    </message>
    <message>
        <source>rule {id}</source>
        <translation>regola {id}</translation>
    </message>
    <message>
        <source>event</source>
        <translation>evento</translation>
    </message>
    <message>
        <source>award</source>
        <translation>premio</translation>
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
        <translation>azione</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Il tavolo</translation>
    </message>
    <message>
        <source>Table game · saved entries: {count}</source>
        <translation>Partita al tavolo · voci salvate: {count}</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Modalità tavolo</translation>
    </message>
    <message>
        <source>Follow a game played with real cards. Keys: E ends the turn, P passes, Esc cancels; other letters start a card's name.</source>
        <translation>Segui una partita giocata con le carte vere. Tasti: E chiude il turno, P passa, Esc annulla; le altre lettere iniziano il nome di una carta.</translation>
    </message>
    <message>
        <source>{star}'s ability (A)</source>
        <translation>Abilità di {star} (A)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}.</source>
        <translation>Partita finita. Vince: {names}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {award} was revealed (A5). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} pesca ancora {count} carta: è stato rivelato {award} (A5). Inserisci la star uscita, oppure un evento.</numerusform>
            <numerusform>{name} pesca ancora {count} carte: è stato rivelato {award} (A5). Inserisci la star uscita, oppure un evento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {award} was played from the hand (E4). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} pesca ancora {count} carta: è stato giocato dalla mano {award} (E4). Inserisci la star uscita, oppure un evento.</numerusform>
            <numerusform>{name} pesca ancora {count} carte: è stato giocato dalla mano {award} (E4). Inserisci la star uscita, oppure un evento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {star}'s ability was used ({rule}). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} pesca ancora {count} carta: è stata usata l'abilità di {star} ({rule}). Inserisci la star uscita, oppure un evento.</numerusform>
            <numerusform>{name} pesca ancora {count} carte: è stata usata l'abilità di {star} ({rule}). Inserisci la star uscita, oppure un evento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {event} was played ({rule}). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} pesca ancora {count} carta: è stato giocato {event} ({rule}). Inserisci la star uscita, oppure un evento.</numerusform>
            <numerusform>{name} pesca ancora {count} carte: è stato giocato {event} ({rule}). Inserisci la star uscita, oppure un evento.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} drew… ({count} to enter): the star that came out, or an event</source>
        <translation>{name} ha pescato… ({count} da inserire): la star uscita, oppure un evento</translation>
    </message>
    <message>
        <source>Star name…</source>
        <translation>Nome della star…</translation>
    </message>
    <message>
        <source>Which award does {name} give back?</source>
        <translation>Quale premio restituisce {name}?</translation>
    </message>
    <message>
        <source>Which film came up?</source>
        <translation>Quale film è uscito?</translation>
    </message>
    <message>
        <source>Which award came up?</source>
        <translation>Quale premio è uscito?</translation>
    </message>
    <message>
        <source>Card name…</source>
        <translation>Nome della carta…</translation>
    </message>
    <message>
        <source>{name} revealed {award} ({effect}). Which target did they choose?</source>
        <translation>{name} ha rivelato {award} ({effect}). Quale bersaglio ha scelto?</translation>
    </message>
    <message>
        <source>Target…</source>
        <translation>Bersaglio…</translation>
    </message>
    <message>
        <source>Reaction played…</source>
        <translation>Reazione giocata…</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {stars} selected. Tap what they did, or a highlighted rival to outshine.</source>
        <translation>
            <numerusform>{name}: {stars} selezionata. Tocca cosa ha fatto, o una rivale evidenziata da oscurare.</numerusform>
            <numerusform>{name}: {stars} selezionate. Tocca cosa hanno fatto, o una rivale evidenziata da oscurare.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}'s turn: tap their stars on the table, then what they did.</source>
        <translation>Turno di {name}: tocca le sue star sul tavolo, poi cosa hanno fatto.</translation>
    </message>
    <message>
        <source>Out of turn: tap a player's name, then what they played.</source>
        <translation>Fuori turno: tocca il nome di un giocatore, poi cosa ha giocato.</translation>
    </message>
    <message>
        <source>Event played…</source>
        <translation>Evento giocato…</translation>
    </message>
    <message>
        <source>Type a few letters of the card's name, then Enter.</source>
        <translation>Scrivi qualche lettera del nome della carta, poi Invio.</translation>
    </message>
    <message>
        <source>No unseen film needs fame {fame}, as entered for the top film: every unseen film is offered. Check the fame on its back.</source>
        <translation>Nessun film non visto richiede la fama {fame} inserita per il film in cima: sono proposti tutti i film non visti. Controlla la fama indicata sul retro.</translation>
    </message>
    <message>
        <source>Adjust {name}…</source>
        <translation>Correggi {name}…</translation>
    </message>
    <message>
        <source>Adjust…</source>
        <translation>Correggi…</translation>
    </message>
    <message>
        <source>No star is left unseen: the card drawn was an event.</source>
        <translation>Non resta nessuna star non vista: la carta pescata era un evento.</translation>
    </message>
    <message>
        <source>Drew the star:</source>
        <translation>Ha pescato la star:</translation>
    </message>
    <message>
        <source>{owner}'s {star}</source>
        <translation>{star} di {owner}</translation>
    </message>
    <message>
        <source>Aimed at:</source>
        <translation>Puntato su:</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>reazione</translation>
    </message>
    <message>
        <source>{star}'s reaction ability</source>
        <translation>Abilità di reazione di {star}</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Giocato:</translation>
    </message>
    <message>
        <source>award from hand</source>
        <translation>premio dalla mano</translation>
    </message>
    <message>
        <source>{name} played, out of turn:</source>
        <translation>{name} ha giocato, fuori turno:</translation>
    </message>
    <message>
        <source>Played an event:</source>
        <translation>Ha giocato un evento:</translation>
    </message>
    <message>
        <source>Made the film:</source>
        <translation>Ha girato il film:</translation>
    </message>
    <message>
        <source>Bought the award:</source>
        <translation>Ha comprato il premio:</translation>
    </message>
    <message>
        <source>These stars can take no film or award now.</source>
        <translation>Queste star ora non possono prendere né film né premi.</translation>
    </message>
    <message>
        <source>Select the stars first (number keys or a tap on their cards).</source>
        <translation>Seleziona prima le star (tasti numerici o un tocco sulle loro carte).</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Esporta la partita</translation>
    </message>
    <message>
        <source>Red Light games (*.json)</source>
        <translation>Partite Red Light (*.json)</translation>
    </message>
    <message>
        <source>The game could not be exported: {error}</source>
        <translation>Non è stato possibile esportare la partita: {error}</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>passiva</translation>
    </message>
    <message>
        <source>{name}: psyche {psyche}, charisma {charisma}, fame {fame}</source>
        <translation>{name}: impudenza {psyche}, carisma {charisma}, fama {fame}</translation>
    </message>
    <message>
        <source>, used</source>
        <translation>, usata</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, selezionata</translation>
    </message>
    <message>
        <source>film {name}: +{bonus} {stat}</source>
        <translation>film {name}: +{bonus} {stat}</translation>
    </message>
    <message>
        <source>psy</source>
        <translation>imp</translation>
    </message>
    <message>
        <source>cha</source>
        <translation>car</translation>
    </message>
    <message>
        <source>USED</source>
        <translation>USATA</translation>
    </message>
    <message>
        <source>, not playable now</source>
        <translation>, non giocabile ora</translation>
    </message>
    <message>
        <source>AWARD</source>
        <translation>PREMIO</translation>
    </message>
    <message>
        <source>SILVER AWARD</source>
        <translation>PREMIO D'ARGENTO</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(nessun testo)</translation>
    </message>
    <message>
        <source>Awards toward the win, turn by turn</source>
        <translation>Premi validi per la vittoria, turno per turno</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {count} awards toward the win at the end</source>
        <translation>
            <numerusform>{name}: {count} premio valido per la vittoria alla fine</numerusform>
            <numerusform>{name}: {count} premi validi per la vittoria alla fine</numerusform>
        </translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Pesca carte</translation>
    </message>
    <message>
        <source>Take the top film</source>
        <translation>Prendi il film in cima</translation>
    </message>
    <message>
        <source>Take the top award</source>
        <translation>Prendi il premio in cima</translation>
    </message>
    <message>
        <source>Buy one more award this turn</source>
        <translation>Compra un premio in più in questo turno</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>Cambia un valore</translation>
    </message>
    <message>
        <source>Make a used star ready again</source>
        <translation>Rendi di nuovo pronta una star usata</translation>
    </message>
    <message>
        <source>Discard a star</source>
        <translation>Scarta una star</translation>
    </message>
    <message>
        <source>Steal a film</source>
        <translation>Ruba un film</translation>
    </message>
    <message>
        <source>Make a player give back an award</source>
        <translation>Fai restituire un premio a un giocatore</translation>
    </message>
    <message>
        <source>Make a player discard at random</source>
        <translation>Fai scartare a caso un giocatore</translation>
    </message>
    <message>
        <source>Steal a random event</source>
        <translation>Ruba un evento a caso</translation>
    </message>
    <message>
        <source>Skip a player's next turn</source>
        <translation>Salta il prossimo turno di un giocatore</translation>
    </message>
    <message>
        <source>Protect: cancel what targets you</source>
        <translation>Proteggi: annulla ciò che ti prende di mira</translation>
    </message>
    <message>
        <source>Cancel the event</source>
        <translation>Annulla l'evento</translation>
    </message>
    <message>
        <source>Several steps, in order</source>
        <translation>Più passi, in ordine</translation>
    </message>
    <message>
        <source>Settled by the players (no automation)</source>
        <translation>Decidono i giocatori (nessun automatismo)</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantità di modifica</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>Dura</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Passi</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>impudenza</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>carisma</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>fama</translation>
    </message>
    <message>
        <source>until the end of the turn</source>
        <translation>fino alla fine del turno</translation>
    </message>
    <message>
        <source>What the effect does</source>
        <translation>Cosa fa l'effetto</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— nessuno —</translation>
    </message>
    <message>
        <source>+ Add a step</source>
        <translation>+ Aggiungi un passo</translation>
    </message>
    <message>
        <source>{verb} (unknown)</source>
        <translation>{verb} (sconosciuto)</translation>
    </message>
    <message>
        <source>The count</source>
        <comment>number field as a subject</comment>
        <translation>Il numero</translation>
    </message>
    <message>
        <source>The amount</source>
        <comment>number field as a subject</comment>
        <translation>L'entità della modifica</translation>
    </message>
    <message>
        <source>Added to the value: negative lowers it</source>
        <translation>Si aggiunge al valore: un numero negativo lo abbassa</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— scegli —</translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>Passo {number}</translation>
    </message>
    <message>
        <source>Move this step up</source>
        <translation>Sposta questo passo in su</translation>
    </message>
    <message>
        <source>Move this step down</source>
        <translation>Sposta questo passo in giù</translation>
    </message>
    <message>
        <source>Remove this step</source>
        <translation>Rimuovi questo passo</translation>
    </message>
    <message>
        <source>the top award's row is {row}</source>
        <translation>la riga del premio in cima è {row}</translation>
    </message>
    <message>
        <source>this card set's row is {row}</source>
        <translation>la riga di questo set di carte è {row}</translation>
    </message>
    <message>
        <source>YOUR TURN</source>
        <translation>TUO TURNO</translation>
    </message>
    <message>
        <source>ANY TIME</source>
        <translation>IN OGNI MOMENTO</translation>
    </message>
    <message>
        <source>REACTION</source>
        <translation>REAZIONE</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>AZIONE</translation>
    </message>
    <message>
        <source>PASSIVE</source>
        <translation>PASSIVA</translation>
    </message>
    <message>
        <source>not counting toward the four</source>
        <translation>come non validi per i quattro</translation>
    </message>
    <message>
        <source>Always ask for reactions</source>
        <translation>Chiedi sempre le reazioni</translation>
    </message>
    <message>
        <source>this star</source>
        <translation>questa star</translation>
    </message>
    <message>
        <source>her player</source>
        <translation>il suo giocatore</translation>
    </message>
    <message>
        <source>four awards in hand</source>
        <translation>quattro premi in mano</translation>
    </message>
    <message>
        <source>the last player left in the final showdown</source>
        <translation>l'ultimo giocatore rimasto nella resa dei conti finale</translation>
    </message>
    <message>
        <source>the showdown stood still for a whole round</source>
        <translation>la resa dei conti è rimasta ferma per un giro intero</translation>
    </message>
    <message>
        <source>the players agreed to end the game</source>
        <translation>i giocatori hanno deciso di comune accordo di terminare la partita</translation>
    </message>
    <message>
        <source>the turn limit was reached</source>
        <translation>è stato raggiunto il limite di turni</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Guarda il tavolo</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Pagina iniziale</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back the last decision.</source>
        <translation>Ctrl+Z annulla l'ultima decisione.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Vince {name}!</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>Vincono {names}!</translation>
    </message>
    <message>
        <source>the last players in the final showdown all left it at the same moment, so nobody was left to win</source>
        <translation>gli ultimi giocatori della resa dei conti finale ne sono usciti tutti nello stesso momento, quindi non è rimasto nessuno a vincere</translation>
    </message>
    <message numerus="yes">
        <source>Why: {reason}, after {turns} turns.</source>
        <translation>
            <numerusform>Perché: {reason}, dopo {turns} turno.</numerusform>
            <numerusform>Perché: {reason}, dopo {turns} turni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Awards that count toward the win</source>
        <translation>Premi validi per la vittoria</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Nessun vincitore</translation>
    </message>
    <message>
        <source>the game ended</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>The showdown stood still: {names} share the win.</source>
        <translation>La resa dei conti si è fermata: {names} condividono la vittoria.</translation>
    </message>
    <message>
        <source>Stars on the table</source>
        <translation>Star sul tavolo</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori</translation>
    </message>
    <message>
        <source>awards: {count}</source>
        <translation>premi: {count}</translation>
    </message>
    <message>
        <source>awards: {count} ({counting} toward the win)</source>
        <translation>premi: {count} ({counting} per la vittoria)</translation>
    </message>
    <message>
        <source>{player}: {awards}, {stars}, {films}.</source>
        <translation>{player}: {awards}, {stars}, {films}.</translation>
    </message>
    <message>
        <source>stars on the table: {count}</source>
        <translation>star sul tavolo: {count}</translation>
    </message>
    <message>
        <source>films: {count}</source>
        <translation>film: {count}</translation>
    </message>
    <message>
        <source>Search…</source>
        <translation>Cerca…</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Cerca nelle regole</translation>
    </message>
    <message>
        <source>Type words to find them, or a rule's id (such as R1) to go to that rule.</source>
        <translation>Scrivi delle parole per trovarle, o l’identificativo di una regola (per esempio R1) per andare a quella regola.</translation>
    </message>
    <message>
        <source>{count} found</source>
        <translation>{count} trovati</translation>
    </message>
    <message>
        <source>Opening saved games…</source>
        <translation>Apertura delle partite salvate…</translation>
    </message>
    <message>
        <source>Companion — play a whole game at one screen, hot-seat or against the computer</source>
        <translation>Companion — gioca una partita intera su uno schermo, a turno o contro il computer</translation>
    </message>
    <message>
        <source>New table game…</source>
        <translation>Nuova partita al tavolo…</translation>
    </message>
    <message>
        <source>Play with your own cards: the app keeps the totals and the rules</source>
        <translation>Gioca con le tue carte: l'app tiene i totali e le regole</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Partite in corso</translation>
    </message>
    <message>
        <source>Saved games (view only)</source>
        <translation>Partite salvate (solo visione)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Guarda</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>Replay the game: it cannot be continued here</source>
        <translation>Rivedi la partita: qui non si può continuare</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>The saved games cannot be written here</source>
        <translation>Le partite salvate non si possono scrivere qui</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>resa dei conti</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>No unfinished games — start one</source>
        <translation>Nessuna partita in corso: iniziane una</translation>
    </message>
    <message>
        <source>No saved games</source>
        <translation>Nessuna partita salvata</translation>
    </message>
    <message>
        <source>Enter resumes the selected game.</source>
        <translation>Invio riprende la partita selezionata.</translation>
    </message>
    <message>
        <source>turn {turn}</source>
        <translation>turno {turn}</translation>
    </message>
    <message>
        <source>{status}, moves: {moves} — saved {when}</source>
        <translation>{status}, mosse: {moves} — salvata {when}</translation>
    </message>
    <message>
        <source>Psyche</source>
        <translation>Impudenza</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Carisma</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Fama</translation>
    </message>
    <message>
        <source>selected {fame}: enough</source>
        <translation>selezionate {fame}: basta</translation>
    </message>
    <message>
        <source>selected {fame}: {short} short</source>
        <translation>selezionate {fame}: mancano {short}</translation>
    </message>
    <message>
        <source>Selected fame: {fame}</source>
        <translation>Fama selezionata: {fame}</translation>
    </message>
    <message>
        <source>top film needs {fame}</source>
        <translation>il film in cima richiede {fame}</translation>
    </message>
    <message>
        <source>top film: enter the fame on its back</source>
        <translation>film in cima: inserisci la fama sul retro</translation>
    </message>
    <message>
        <source>next award costs {fame}</source>
        <translation>il prossimo premio costa {fame}</translation>
    </message>
    <message>
        <source>(usual row)</source>
        <translation>(riga solita)</translation>
    </message>
    <message>
        <source>this turn's award is bought</source>
        <translation>il premio di questo turno è stato comprato</translation>
    </message>
    <message>
        <source>The showdown has stood still for a whole round: the players may end it, and those still in share the win.</source>
        <translation>La resa dei conti è ferma da un giro intero: i giocatori possono chiuderla, e chi è ancora in gioco condivide la vittoria.</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} e altri {count}</translation>
    </message>
    <message>
        <source>{star} can outshine {targets}</source>
        <translation>{star} può oscurare {targets}</translation>
    </message>
    <message>
        <source>Stars that can outshine: {stars} (tap one to see whom)</source>
        <translation>Star che possono oscurare: {stars} (toccane una per vedere chi)</translation>
    </message>
    <message>
        <source>{amount} printed</source>
        <translation>{amount} stampato</translation>
    </message>
    <message>
        <source>{name} (film)</source>
        <translation>{name} (film)</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>in questo turno</translation>
    </message>
    <message>
        <source>awards: {awards}; hand: {count} cards</source>
        <translation>premi: {awards}; mano: {count} carte</translation>
    </message>
    <message>
        <source>{star} outshining {target}</source>
        <translation>{star} che oscura {target}</translation>
    </message>
    <message>
        <source>Does {name} respond to {what}? Name the reaction played, or Pass.</source>
        <translation>{name} risponde a {what}? Indica la reazione giocata, oppure Passa.</translation>
    </message>
    <message>
        <source>{name} responds with {reaction}: tap the star it goes on (highlighted). Esc cancels.</source>
        <translation>{name} risponde con {reaction}: tocca la star su cui agisce (evidenziata). Esc annulla.</translation>
    </message>
    <message>
        <source>fame on its back?</source>
        <translation>fama sul retro?</translation>
    </message>
    <message>
        <source>bought this turn</source>
        <translation>comprato in questo turno</translation>
    </message>
    <message>
        <source>still to buy</source>
        <translation>ancora da comprare</translation>
    </message>
    <message>
        <source>enter it below</source>
        <translation>inseriscila sotto</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>per sempre</translation>
    </message>
    <message>
        <source>{name}: a computer player, level {level}</source>
        <translation>{name}: un giocatore computer, livello {level}</translation>
    </message>
    <message>
        <source>{name}: your seat</source>
        <translation>{name}: il tuo posto</translation>
    </message>
    <message>
        <source>{name}: a human player</source>
        <translation>{name}: un giocatore umano</translation>
    </message>
    <message>
        <source>Awards {count} held, not all count · fame {fame} · stars {stars} · events {hand}</source>
        <translation>Premi {count}, non tutti contano · fama {fame} · star {stars} · eventi {hand}</translation>
    </message>
    <message>
        <source>Awards {count}, not all count · fame {fame}</source>
        <translation>Premi {count}, non tutti contano · fama {fame}</translation>
    </message>
    <message>
        <source>{count} held · ★{fame}</source>
        <translation>{count} premi · ★{fame}</translation>
    </message>
    <message>
        <source>Awards held: {count}, face down; the game goes on, so at least one of them does not count toward the four that win (V1, V2). Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</source>
        <translation>Premi in mano: {count}, coperti; la partita continua, quindi almeno uno di essi non conta per i quattro della vittoria (V1, V2). Fama di tutte le star sul tavolo: {fame}. Star sul tavolo: {stars}. Eventi in mano: {hand}.</translation>
    </message>
    <message>
        <source>Awards {count} of 4 · fame {fame} · stars {stars} · events {hand}</source>
        <translation>Premi {count} su 4 · fama {fame} · star {stars} · eventi {hand}</translation>
    </message>
    <message>
        <source>Awards {count}/4 · fame {fame}</source>
        <translation>Premi {count}/4 · fama {fame}</translation>
    </message>
    <message>
        <source>{count}/4 · ★{fame}</source>
        <translation>{count}/4 · ★{fame}</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. Held: {names}</source>
        <translation>Posti dei premi: quattro premi che contano vincono la partita. In mano: {names}</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. {name} holds {count} (face down); not all of them count, or the game would be over.</source>
        <translation>Posti dei premi: quattro premi che contano vincono la partita. {name} ne ha {count} (coperti); non tutti contano, altrimenti la partita sarebbe finita.</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. {name} holds {count} (face down).</source>
        <translation>Posti dei premi: quattro premi che contano vincono la partita. {name} ne ha {count} (coperti).</translation>
    </message>
    <message>
        <source>No star on the table</source>
        <translation>Nessuna star sul tavolo</translation>
    </message>
    <message>
        <source>(Settled by hand at a table: in a game on this screen it does nothing.)</source>
        <translation>(Si regola a mano al tavolo: in una partita su questo schermo non ha effetto.)</translation>
    </message>
    <message>
        <source>, outshine target</source>
        <translation>, bersaglio da oscurare</translation>
    </message>
    <message>
        <source>, target</source>
        <translation>, bersaglio possibile</translation>
    </message>
    <message>
        <source>{key}. {name}</source>
        <translation>{key}. {name}</translation>
    </message>
    <message>
        <source>(a value never counts below 0)</source>
        <translation>(un valore non conta mai meno di 0)</translation>
    </message>
    <message>
        <source>fame {cost} for {name}</source>
        <translation>fama {cost} per {name}</translation>
    </message>
    <message>
        <source>{name}: bought this turn</source>
        <translation>{name}: comprato in questo turno</translation>
    </message>
    <message>
        <source>(row {row})</source>
        <translation>(riga {row})</translation>
    </message>
    <message>
        <source>top film's fame: not entered</source>
        <translation>fama del film in cima: non inserita</translation>
    </message>
    <message>
        <source>The hands are on the players' phones: Game ▸ Play with phones… shows their links, or stops serving them</source>
        <translation>Le mani sono sui telefoni dei giocatori: Partita ▸ Gioca con i telefoni… mostra i loro link, o smette di servirli</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (out of the game: these cards stay out of play)</source>
        <translation>Mano di {name} — eventi: {events}, premi: {awards}   (fuori dal gioco: queste carte restano fuori dal gioco)</translation>
    </message>
    <message>
        <source>DOES NOT COUNT</source>
        <translation>NON CONTA</translation>
    </message>
    <message>
        <source>{owner} may respond to: {what}</source>
        <translation>{owner} può rispondere a: {what}</translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation>{card}: {text}</translation>
    </message>
    <message>
        <source>The main deck: stars and events. When it runs out, the final showdown begins.</source>
        <translation>Il mazzo principale: star ed eventi. Quando finisce, inizia la resa dei conti finale.</translation>
    </message>
    <message>
        <source>Awards that count toward the four that win: {count}. Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</source>
        <translation>Premi che contano per i quattro della vittoria: {count}. Fama di tutte le star sul tavolo: {fame}. Star sul tavolo: {stars}. Eventi in mano: {hand}.</translation>
    </message>
    <message>
        <source>Which film is on top stays hidden; its required fame is public.</source>
        <translation>Quale film sia in cima resta nascosto; la fama richiesta è pubblica.</translation>
    </message>
    <message>
        <source>The top award's cost row is public: the cost is read at the level of awards you hold + 1.</source>
        <translation>La riga dei costi del premio in cima è pubblica: il costo si legge al livello dei premi che hai + 1.</translation>
    </message>
    <message>
        <source>The discard pile, face up. Click or press D to look through it.</source>
        <translation>La pila degli scarti, scoperta. Clicca o premi D per sfogliarla.</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (click a card, or Ctrl+number, to play it)</source>
        <translation>Mano di {name} — eventi: {events}, premi: {awards}   (clicca una carta, o Ctrl+numero, per giocarla)</translation>
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
        <translation>FUORI</translation>
    </message>
    <message>
        <source>RESPONDING</source>
        <translation>RISPONDE</translation>
    </message>
    <message>
        <source>TO PLAY</source>
        <translation>DI TURNO</translation>
    </message>
    <message>
        <source>SKIPS NEXT TURN</source>
        <translation>SALTA IL PROSSIMO TURNO</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message numerus="yes">
        <source>{deck}: {count} cards.</source>
        <translation>
            <numerusform>{deck}: {count} carta.</numerusform>
            <numerusform>{deck}: {count} carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards: {count}</source>
        <translation>Carte: {count}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>Mazzo principale</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Star</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>Films</source>
        <translation>Film</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Star</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Film</source>
        <translation>Film</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>{field} goes from {lo} to {hi}.</source>
        <translation>{field} va da {lo} a {hi}.</translation>
    </message>
    <message>
        <source>{field} goes from {lo} to {hi}, so it stays at {value}.</source>
        <translation>{field} va da {lo} a {hi}, quindi il valore resta {value}.</translation>
    </message>
    <message>
        <source>A name holds at most {limit} characters; the rest was left out.</source>
        <translation>Un nome ha al massimo {limit} caratteri; il resto è stato tralasciato.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>Turno di {name}</translation>
    </message>
    <message>
        <source>FINAL SHOWDOWN</source>
        <translation>RESA DEI CONTI FINALE</translation>
    </message>
    <message>
        <source>no more draws; a player with no star leaves</source>
        <translation>niente più pescate; chi resta senza star esce</translation>
    </message>
    <message>
        <source>{player} outshines {target} with {star}</source>
        <translation>{player} oscura {target} con {star}</translation>
    </message>
    <message>
        <source>{player} outshines {target} (psyche {psyche}) with {star} (charisma {charisma})</source>
        <translation>{player} oscura {target} (impudenza {psyche}) con {star} (carisma {charisma})</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>un effetto</translation>
    </message>
    <message>
        <source>{player} uses {star}'s ability</source>
        <translation>{player} usa l'abilità di {star}</translation>
    </message>
    <message>
        <source>{player} uses {star}'s ability on {target}</source>
        <translation>{player} usa l'abilità di {star} su {target}</translation>
    </message>
    <message>
        <source>{card}, revealed by {player}</source>
        <translation>{card}, rivelato da {player}</translation>
    </message>
    <message>
        <source>{card}, revealed by {player}, aims at {target}</source>
        <translation>{card}, rivelato da {player}, mira a {target}</translation>
    </message>
    <message>
        <source>{player} plays {card} on {target}</source>
        <translation>{player} gioca {card} su {target}</translation>
    </message>
    <message>
        <source>{player} plays {card} against {target}</source>
        <translation>{player} gioca {card} contro {target}</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player} gioca {card}</translation>
    </message>
    <message>
        <source>You may respond: {what}</source>
        <translation>Puoi rispondere: {what}</translation>
    </message>
    <message>
        <source>stars and events;</source>
        <translation>star ed eventi;</translation>
    </message>
    <message>
        <source>empty = showdown</source>
        <translation>vuoto = resa dei conti</translation>
    </message>
    <message>
        <source>top film needs fame {fame}</source>
        <translation>il film in cima richiede fama {fame}</translation>
    </message>
    <message>
        <source>no film left</source>
        <translation>nessun film rimasto</translation>
    </message>
    <message>
        <source>which film: hidden</source>
        <translation>quale film: nascosto</translation>
    </message>
    <message>
        <source>next for {name}:</source>
        <translation>prossimo per {name}:</translation>
    </message>
    <message>
        <source>no award left</source>
        <translation>nessun premio rimasto</translation>
    </message>
    <message>
        <source>click or press D</source>
        <translation>clicca o premi D</translation>
    </message>
    <message>
        <source>to look through</source>
        <translation>per sfogliare</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Le mani sono nascoste</translation>
    </message>
    <message>
        <source>An award: four of them win the game.</source>
        <translation>Un premio: con quattro si vince la partita.</translation>
    </message>
    <message>
        <source>It does not count toward four.</source>
        <translation>Non conta per i quattro.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Red Light Companion hit an error it did not expect. Your game is saved after every move; you can carry on, or copy the report (it includes the current game) and send it to us.</source>
        <translation>Red Light Companion ha incontrato un errore imprevisto. La partita viene salvata dopo ogni mossa: puoi continuare, oppure copiare il rapporto (include la partita in corso) e inviarcelo.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copia rapporto</translation>
    </message>
    <message>
        <source>Error report</source>
        <translation>Rapporto dell'errore</translation>
    </message>
    <message>
        <source>Scroll the error report</source>
        <translation>Scorri il rapporto dell'errore</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
    <message>
        <source>Give back an award</source>
        <translation>Restituire un premio</translation>
    </message>
    <message>
        <source>{name}, {cause} makes you give back one of your awards: it goes to the bottom of the award deck. Which one?</source>
        <translation>{name}, {cause} ti obbliga a restituire uno dei tuoi premi: va in fondo al mazzo dei premi. Quale?</translation>
    </message>
    <message>
        <source>{name}, {what} drew the award {award} from the award deck. Revealed as it is drawn, it takes effect at once: you give back one of your awards; it goes to the bottom of the award deck. Which one?</source>
        <translation>{name}, {what} ha pescato il premio {award} dal mazzo dei premi. Rivelato appena pescato, ha effetto subito: restituisci uno dei tuoi premi, che va in fondo al mazzo dei premi. Quale?</translation>
    </message>
    <message>
        <source>The revealed award</source>
        <translation>Il premio rivelato</translation>
    </message>
    <message>
        <source>The awards you hold: choose the one to give back</source>
        <translation>I premi che hai: scegli quello da restituire</translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation>Restituiscilo</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Pannelli</translation>
    </message>
    <message>
        <source>Scroll up and down</source>
        <translation>Scorri su e giù</translation>
    </message>
    <message>
        <source>Scroll left and right</source>
        <translation>Scorri a sinistra e a destra</translation>
    </message>
    <message>
        <source>Red Light rules</source>
        <translation>Regole di Red Light</translation>
    </message>
    <message>
        <source>The rules of Red Light as this app plays them. Where the printed rulebook is silent or unclear, the app follows a table ruling, marked as such. Each rule ends with a short code in brackets, like [A4]: when the app says no, it names the rule this way, and the link brings you here.</source>
        <translation>Le regole di Red Light come le gioca questa app. Dove il regolamento stampato tace o non è chiaro, l'app segue una decisione da tavolo, indicata come tale. Ogni regola finisce con un breve codice tra parentesi, come [A4]: quando l'app dice di no, nomina la regola così e il collegamento ti porta qui.</translation>
    </message>
    <message>
        <source>Table ruling:</source>
        <translation>Decisione da tavolo:</translation>
    </message>
    <message>
        <source>How to read the table</source>
        <translation>Come leggere il tavolo</translation>
    </message>
    <message>
        <source>Green circle: psyche, her defence. An outshine needs a charisma at least this high.</source>
        <translation>Cerchio verde: impudenza, la sua difesa. Per oscurarla serve un carisma almeno così alto.</translation>
    </message>
    <message>
        <source>Red circle: charisma, her attack.</source>
        <translation>Cerchio rosso: carisma, il suo attacco.</translation>
    </message>
    <message>
        <source>Stars under the name: fame, for films and awards. A white ring on a circle: a film or an effect changed the value.</source>
        <translation>Stelle sotto il nome: fama, per film e premi. Un anello bianco su un cerchio: un film o un effetto ha cambiato il valore.</translation>
    </message>
    <message>
        <source>The four dashed slots by a name: the awards held. Four that count win the game.</source>
        <translation>I quattro posti tratteggiati accanto a un nome: i premi in mano. Quattro che contano vincono la partita.</translation>
    </message>
    <message>
        <source>USED on a greyed card: she acted this turn and waits for her owner's next turn.</source>
        <translation>USATA su una carta grigia: ha agito in questo turno e aspetta il prossimo turno del suo giocatore.</translation>
    </message>
    <message>
        <source>The number on a card is its key: 1 to 9 for your stars, Ctrl+1 to 9 for your hand.</source>
        <translation>Il numero su una carta è il suo tasto: da 1 a 9 per le tue star, da Ctrl+1 a 9 per la tua mano.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Ho capito</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Filter by name  (Ctrl+F)</source>
        <translation>Filtra per nome  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter the cards</source>
        <translation>Filtra le carte</translation>
    </message>
    <message>
        <source>Cards of the set</source>
        <translation>Carte del set</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copie</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(senza nome)</translation>
    </message>
    <message numerus="yes">
        <source>{cards} cards, {total} counting copies</source>
        <translation>
            <numerusform>{cards} carta, {total} contando le copie</numerusform>
            <numerusform>{cards} carte, {total} contando le copie</numerusform>
        </translation>
    </message>
    <message>
        <source>New games will use card set #{id}.</source>
        <translation>Le nuove partite useranno il set di carte #{id}.</translation>
    </message>
    <message>
        <source>the player draws cards from the main deck</source>
        <translation>il giocatore pesca carte dal mazzo principale</translation>
    </message>
    <message>
        <source>the top film goes to one of your stars, no fame needed</source>
        <translation>il film in cima va a una delle tue star, senza bisogno di fama</translation>
    </message>
    <message>
        <source>the top award goes to your hand (not a purchase)</source>
        <translation>il premio in cima va nella tua mano (non è un acquisto)</translation>
    </message>
    <message>
        <source>you may buy one more award this turn</source>
        <translation>puoi comprare un premio in più in questo turno</translation>
    </message>
    <message>
        <source>changes psyche, charisma or fame of a star</source>
        <translation>cambia impudenza, carisma o fama di una star</translation>
    </message>
    <message>
        <source>a used star of yours is unused again</source>
        <translation>una tua star usata torna non usata</translation>
    </message>
    <message>
        <source>an opponent's star is discarded, as by an outshine</source>
        <translation>una star avversaria viene scartata, come oscurata</translation>
    </message>
    <message>
        <source>move an opponent star's last film to one of your stars</source>
        <translation>sposta l'ultimo film di una star avversaria su una delle tue star</translation>
    </message>
    <message>
        <source>a player puts an award of their choice under the award deck</source>
        <translation>un giocatore mette un premio a sua scelta in fondo al mazzo dei premi</translation>
    </message>
    <message>
        <source>a player discards events at random from hand</source>
        <translation>un giocatore scarta eventi a caso dalla mano</translation>
    </message>
    <message>
        <source>take a random event from a player's hand</source>
        <translation>prendi un evento a caso dalla mano di un giocatore</translation>
    </message>
    <message>
        <source>a player's next turn is skipped</source>
        <translation>il prossimo turno di un giocatore viene saltato</translation>
    </message>
    <message>
        <source>reaction: cancels the outshine or effect that opened the window</source>
        <translation>reazione: annulla l'oscuramento o l'effetto a cui si risponde</translation>
    </message>
    <message>
        <source>reaction: cancels the event that opened the window</source>
        <translation>reazione: annulla l'evento a cui si risponde</translation>
    </message>
    <message>
        <source>several effects, each in order</source>
        <translation>più effetti, ciascuno in ordine</translation>
    </message>
    <message>
        <source>no automation: the text is shown and the players settle it</source>
        <translation>nessun automatismo: il testo viene mostrato e decidono i giocatori</translation>
    </message>
    <message>
        <source>this star herself</source>
        <translation>questa star stessa</translation>
    </message>
    <message>
        <source>one of your stars</source>
        <translation>una delle tue star</translation>
    </message>
    <message>
        <source>any star on the table</source>
        <translation>qualsiasi star sul tavolo</translation>
    </message>
    <message>
        <source>an opponent's star</source>
        <translation>una star avversaria</translation>
    </message>
    <message>
        <source>an opponent (a player)</source>
        <translation>un avversario (un giocatore)</translation>
    </message>
    <message>
        <source>on your own turn</source>
        <translation>nel tuo turno</translation>
    </message>
    <message>
        <source>on anyone's turn</source>
        <translation>nel turno di chiunque</translation>
    </message>
    <message>
        <source>as a reaction (in a response window)</source>
        <translation>come reazione (quando si può rispondere)</translation>
    </message>
    <message>
        <source>used on your turn</source>
        <translation>usata nel tuo turno</translation>
    </message>
    <message>
        <source>always on while she is on a table</source>
        <translation>sempre attiva mentre è su un tavolo</translation>
    </message>
    <message>
        <source>used in a response window</source>
        <translation>usata quando si può rispondere</translation>
    </message>
    <message>
        <source>Click a problem to go to its card.</source>
        <translation>Clicca un problema per andare alla sua carta.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Nessun problema</translation>
    </message>
    <message>
        <source>the set is valid and can be saved.</source>
        <translation>il set è valido e può essere salvato.</translation>
    </message>
    <message>
        <source>(the first ones)</source>
        <translation>(i primi)</translation>
    </message>
    <message numerus="yes">
        <source>{n} problems</source>
        <translation>
            <numerusform>{n} problema</numerusform>
            <numerusform>{n} problemi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fix them to save the set.</source>
        <translation>
            <numerusform>correggilo per salvare il set.</numerusform>
            <numerusform>correggili per salvare il set.</numerusform>
        </translation>
    </message>
    <message>
        <source>The undo could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>Non è stato possibile salvare l'annullamento: il disco è pieno. Non si è perso nulla: libera un po' di spazio e premi Riprova.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>Non è stato possibile salvare l'ultima mossa: il disco è pieno. Non si è perso nulla: libera un po' di spazio e premi Riprova.</translation>
    </message>
    <message>
        <source>The undo could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>Non è stato possibile salvare l'annullamento: il file delle partite salvate è bloccato da un altro programma. Non si è perso nulla: premi Riprova.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>Non è stato possibile salvare l'ultima mossa: il file delle partite salvate è bloccato da un altro programma. Non si è perso nulla: premi Riprova.</translation>
    </message>
    <message>
        <source>The undo could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>Non è stato possibile salvare l'annullamento: {error} Non si è perso nulla: premi Riprova quando il problema è risolto.</translation>
    </message>
    <message>
        <source>The last move could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>Non è stato possibile salvare l'ultima mossa: {error} Non si è perso nulla: premi Riprova quando il problema è risolto.</translation>
    </message>
    <message numerus="yes">
        <source>NOT SAVED: you chose to continue without saving · {count} moves</source>
        <translation>
            <numerusform>NON SALVATA: hai scelto di continuare senza salvare · {count} mossa</numerusform>
            <numerusform>NON SALVATA: hai scelto di continuare senza salvare · {count} mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Red Light Companion cannot start</source>
        <translation>Red Light Companion non può avviarsi</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Partite salvate</translation>
    </message>
    <message>
        <source>New table game</source>
        <translation>Nuova partita al tavolo</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and start a table game?</source>
        <translation>C'è una partita aperta. È salvata: puoi riprenderla dalla pagina iniziale. Chiuderla e iniziare una partita al tavolo?</translation>
    </message>
    <message>
        <source>The table game cannot start</source>
        <translation>La partita al tavolo non può iniziare</translation>
    </message>
    <message>
        <source>{name}'s hand</source>
        <translation>la mano di {name}</translation>
    </message>
    <message>
        <source>{name}'s awards</source>
        <translation>i premi di {name}</translation>
    </message>
    <message>
        <source>{name}'s table</source>
        <translation>il tavolo di {name}</translation>
    </message>
    <message>
        <source>{name}'s films</source>
        <translation>i film di {name}</translation>
    </message>
    <message>
        <source>the main deck ({end})</source>
        <translation>il mazzo principale ({end})</translation>
    </message>
    <message>
        <source>the film deck ({end})</source>
        <translation>il mazzo dei film ({end})</translation>
    </message>
    <message>
        <source>the award deck ({end})</source>
        <translation>il mazzo dei premi ({end})</translation>
    </message>
    <message>
        <source>top</source>
        <translation>cima</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>fondo</translation>
    </message>
    <message>
        <source>the main deck</source>
        <translation>il mazzo principale</translation>
    </message>
    <message>
        <source>the film deck</source>
        <translation>il mazzo dei film</translation>
    </message>
    <message>
        <source>the award deck</source>
        <translation>il mazzo dei premi</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>la pila degli scarti</translation>
    </message>
    <message>
        <source>the unseen cards</source>
        <translation>le carte non viste</translation>
    </message>
    <message>
        <source>Table rulings: silver awards {silver}; a played award goes {played}; responses: {responses}; turn limit: {limit}.</source>
        <translation>Regole del tavolo: i premi d'argento {silver}; un premio giocato va {played}; risposte: {responses}; limite di turni: {limit}.</translation>
    </message>
    <message>
        <source>count</source>
        <translation>contano</translation>
    </message>
    <message>
        <source>do not count</source>
        <translation>non contano</translation>
    </message>
    <message>
        <source>onto the discard pile</source>
        <translation>nella pila degli scarti</translation>
    </message>
    <message>
        <source>under the award deck</source>
        <translation>sotto il mazzo dei premi</translation>
    </message>
    <message>
        <source>always asked</source>
        <translation>chieste sempre</translation>
    </message>
    <message>
        <source>asked when a reaction is possible</source>
        <translation>chieste quando è possibile una reazione</translation>
    </message>
    <message>
        <source>Reason: {reason}</source>
        <translation>Motivo: {reason}</translation>
    </message>
    <message>
        <source>The top film's back shows fame {fame}.</source>
        <translation>Il retro del film in cima mostra fama {fame}.</translation>
    </message>
    <message>
        <source>Adjusted: {card} moved from {source} to {place}.</source>
        <translation>Correzione: {card} spostata da {source} a {place}.</translation>
    </message>
    <message>
        <source>Adjusted: {star}'s {stat} {amount} {until}.</source>
        <translation>Correzione: {stat} di {star} {amount} {until}.</translation>
    </message>
    <message>
        <source>Adjusted: {star} is ready again.</source>
        <translation>Correzione: {star} è di nuovo pronta.</translation>
    </message>
    <message>
        <source>Undo to here</source>
        <translation>Annulla fino a qui</translation>
    </message>
    <message>
        <source>Undo to the chosen line of the log</source>
        <translation>Annulla fino alla riga scelta del registro</translation>
    </message>
    <message>
        <source>Tap a line of the log to go back to it.</source>
        <translation>Tocca una riga del registro per tornarci.</translation>
    </message>
    <message numerus="yes">
        <source>Back to just after: “{line}” ({count} later entries undone)</source>
        <translation>
            <numerusform>Torna a subito dopo: «{line}» ({count} voce successiva annullata)</numerusform>
            <numerusform>Torna a subito dopo: «{line}» ({count} voci successive annullate)</numerusform>
        </translation>
    </message>
    <message>
        <source>This is where the game stands now.</source>
        <translation>La partita è a questo punto ora.</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Vinta da {names}</translation>
    </message>
    <message>
        <source>Over, no winner</source>
        <translation>Finita, senza vincitore</translation>
    </message>
    <message>
        <source>In the showdown, turn {turn}</source>
        <translation>Nella resa dei conti, turno {turn}</translation>
    </message>
    <message>
        <source>In play, turn {turn}</source>
        <translation>In corso, turno {turn}</translation>
    </message>
    <message>
        <source>Look back at a game</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <source>Every saved game, finished or not. Replay one move by move, play its deal again, or save its log as a file.</source>
        <translation>Tutte le partite salvate, finite o no. Rivedine una mossa per mossa, rigioca la stessa distribuzione o salva il registro in un file.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Ultima giocata</translation>
    </message>
    <message>
        <source>Column headings</source>
        <translation>Intestazioni delle colonne</translation>
    </message>
    <message>
        <source> (table)</source>
        <translation> (al tavolo)</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Rivedi…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Rigioca questa &amp;distribuzione</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>&amp;Esporta registro…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>La partita non può essere aperta</translation>
    </message>
    <message numerus="yes">
        <source>Game {new} continues game {game} with its first {count} moves; game {game} is unchanged.</source>
        <translation>
            <numerusform>La partita {new} continua la partita {game} con la sua prima mossa; la partita {game} resta invariata.</numerusform>
            <numerusform>La partita {new} continua la partita {game} con le sue prime {count} mosse; la partita {game} resta invariata.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {new} deals game {game} again.</source>
        <translation>La partita {new} ridistribuisce la partita {game}.</translation>
    </message>
    <message>
        <source>The log was not saved</source>
        <translation>Il registro non è stato salvato</translation>
    </message>
    <message>
        <source>The log of game {game} was saved to {path}.</source>
        <translation>Il registro della partita {game} è stato salvato in {path}.</translation>
    </message>
    <message>
        <source>Open a game first, or choose one in Game → Look back at a game.</source>
        <translation>Apri prima una partita, o scegline una in Partita → Rivedi una partita.</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Testo (*.txt)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Pagina web (*.html)</translation>
    </message>
    <message>
        <source>Export the log of game {game}</source>
        <translation>Esporta il registro della partita {game}</translation>
    </message>
    <message>
        <source>Columns of the file list</source>
        <translation>Colonne dell'elenco dei file</translation>
    </message>
    <message>
        <source>Replay of game {game}: {names}</source>
        <translation>Replay della partita {game}: {names}</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>La distribuzione (Inizio)</translation>
    </message>
    <message>
        <source>Back a turn (Up)</source>
        <translation>Indietro di un turno (Su)</translation>
    </message>
    <message>
        <source>Back a move (Left)</source>
        <translation>Indietro di una mossa (Sinistra)</translation>
    </message>
    <message>
        <source>Forward a move (Right)</source>
        <translation>Avanti di una mossa (Destra)</translation>
    </message>
    <message>
        <source>Forward a turn (Down)</source>
        <translation>Avanti di un turno (Giù)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>L'ultima mossa (Fine)</translation>
    </message>
    <message>
        <source>Watch:</source>
        <translation>Guarda:</translation>
    </message>
    <message>
        <source>Every card open</source>
        <translation>Tutte le carte scoperte</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Come la vedeva {name}</translation>
    </message>
    <message>
        <source>As a spectator (no hand)</source>
        <translation>Come spettatore (nessuna mano)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Continua da qui</translation>
    </message>
    <message>
        <source>Start a new saved game from this move; this game stays as it was.</source>
        <translation>Inizia una nuova partita salvata da questa mossa; questa partita resta com'era.</translation>
    </message>
    <message>
        <source>A new game with the same card set, shuffle and seats: make new choices.</source>
        <translation>Una nuova partita con lo stesso set di carte, lo stesso mescolamento e gli stessi posti: fai nuove scelte.</translation>
    </message>
    <message>
        <source>Scroll the game log</source>
        <translation>Scorri il diario della partita</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Punto della partita</translation>
    </message>
    <message>
        <source>Watch the game as</source>
        <translation>Guarda la partita come</translation>
    </message>
    <message>
        <source>Show a hand</source>
        <translation>Mostra una mano</translation>
    </message>
    <message>
        <source>This game is still in play. Show {name}'s hand? Everyone else, look away.</source>
        <translation>Questa partita è ancora in corso. Mostrare la mano di {name}? Tutti gli altri guardino altrove.</translation>
    </message>
    <message>
        <source>watched</source>
        <translation>osservato</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Mossa {move} di {moves}</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}</source>
        <translation>Mano di {name} — eventi: {events}, premi: {awards}</translation>
    </message>
    <message>
        <source>Move {move} of {moves} · turn {turn}</source>
        <translation>Mossa {move} di {moves} · turno {turn}</translation>
    </message>
    <message>
        <source>The game is over at this move: step back to continue from an earlier one.</source>
        <translation>A questa mossa la partita è finita: torna indietro per continuare da una mossa precedente.</translation>
    </message>
    <message>
        <source>{count} unseen</source>
        <translation>{count} non viste</translation>
    </message>
    <message>
        <source>{name}: hand {events}; awards {awards}</source>
        <translation>{name}: mano {events}; premi {awards}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Statistics need the saved games file, which could not be opened.</source>
        <translation>Le statistiche richiedono il file delle partite salvate, che non è stato possibile aprire.</translation>
    </message>
    <message>
        <source>four awards</source>
        <translation>quattro premi</translation>
    </message>
    <message>
        <source>the final showdown</source>
        <translation>la resa dei conti finale</translation>
    </message>
    <message>
        <source>a showdown that stood still</source>
        <translation>una resa dei conti rimasta ferma</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>di comune accordo</translation>
    </message>
    <message>
        <source>the turn limit</source>
        <translation>il limite di turni</translation>
    </message>
    <message numerus="yes">
        <source>After {games} games: a win rate of {rate}, {wins} won and {losses} lost; highest {high} after game {high_at}, lowest {low} after game {low_at}.</source>
        <translation>
            <numerusform>Dopo {games} partita: {rate} di vittorie, vinte: {wins}, perse: {losses}; al massimo {high} dopo la partita {high_at}, al minimo {low} dopo la partita {low_at}.</numerusform>
            <numerusform>Dopo {games} partite: {rate} di vittorie, {wins} vinte e {losses} perse; al massimo {high} dopo la partita {high_at}, al minimo {low} dopo la partita {low_at}.</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <source>Scroll the statistics</source>
        <translation>Scorri le statistiche</translation>
    </message>
    <message>
        <source>Digital and table games</source>
        <translation>Partite digitali e al tavolo</translation>
    </message>
    <message>
        <source>Digital games</source>
        <translation>Partite digitali</translation>
    </message>
    <message>
        <source>Table games</source>
        <translation>Partite al tavolo</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Esporta &amp;CSV…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Giocatori al tavolo:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partite:</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Qualsiasi numero</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} giocatori</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Ancora nessuna partita finita</translation>
    </message>
    <message>
        <source>Statistics count finished games: finish one, or change the filters.</source>
        <translation>Le statistiche contano le partite finite: finiscine una, o cambia i filtri.</translation>
    </message>
    <message>
        <source>{name} — games: {games}, wins: {wins}, win rate: {rate}</source>
        <translation>{name} — partite: {games}, vittorie: {wins}, percentuale di vittorie: {rate}</translation>
    </message>
    <message>
        <source>Awards held at the end, per game: {mean}</source>
        <translation>Premi in mano alla fine, per partita: {mean}</translation>
    </message>
    <message numerus="yes">
        <source>Nemesis: {name}, who won {count} games that {player} lost.</source>
        <translation>
            <numerusform>Nemesi: {name}, che ha vinto {count} partita persa da {player}.</numerusform>
            <numerusform>Nemesi: {name}, che ha vinto {count} partite perse da {player}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nemesis: nobody has beaten {player} yet.</source>
        <translation>Nemesi: nessuno ha ancora battuto {player}.</translation>
    </message>
    <message>
        <source>{star} ({count})</source>
        <translation>{star} ({count})</translation>
    </message>
    <message>
        <source>Stars they won with most: {stars}</source>
        <translation>Star con cui ha vinto più spesso: {stars}</translation>
    </message>
    <message>
        <source>Win rate against each computer level</source>
        <translation>Percentuale di vittorie contro ogni livello del computer</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Ancora nessuna partita</translation>
    </message>
    <message>
        <source>How their games ended (light: the games; filled: the wins)</source>
        <translation>Come sono finite le partite (chiaro: le partite; pieno: le vittorie)</translation>
    </message>
    <message>
        <source>Stars on the table when they won (games)</source>
        <translation>Star sul tavolo nelle vittorie (partite)</translation>
    </message>
    <message>
        <source>No wins yet</source>
        <translation>Ancora nessuna vittoria</translation>
    </message>
    <message>
        <source>Win rate, game by game</source>
        <translation>Percentuale di vittorie, partita per partita</translation>
    </message>
    <message>
        <source>games played</source>
        <translation>partite giocate</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>solo persone</translation>
    </message>
    <message>
        <source>{wins} of {games} · {rate}</source>
        <translation>{wins} su {games} · {rate}</translation>
    </message>
    <message numerus="yes">
        <source>{label}: won {wins} of {games} games, {rate}.</source>
        <translation>
            <numerusform>{label}: vinte {wins} su {games} partita, {rate}.</numerusform>
            <numerusform>{label}: vinte {wins} su {games} partite, {rate}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{star}: on the table in {count} of {wins} wins.</source>
        <translation>
            <numerusform>{star}: in tavola in {count} su {wins} vittoria.</numerusform>
            <numerusform>{star}: in tavola in {count} su {wins} vittorie.</numerusform>
        </translation>
    </message>
    <message>
        <source>games: {count}, won: {won}</source>
        <translation>partite: {count}, vinte: {won}</translation>
    </message>
    <message numerus="yes">
        <source>{ending}: {count} games, {won} of them won.</source>
        <translation>
            <numerusform>{ending}: {count} partita, vinte: {won}.</numerusform>
            <numerusform>{ending}: {count} partite, {won} vinte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics were not saved: {error}</source>
        <translation>Le statistiche non sono state salvate: {error}</translation>
    </message>
    <message>
        <source>Statistics saved to {path}.</source>
        <translation>Statistiche salvate in {path}.</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Esporta statistiche</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>In a response window {player} may only play a reaction or pass.</source>
        <translation>In una finestra di risposta {player} può solo giocare una reazione o passare.</translation>
    </message>
    <message>
        <source>There is no response window open for {player} to pass.</source>
        <translation>Non c'è una finestra di risposta aperta in cui {player} possa passare.</translation>
    </message>
    <message>
        <source>It is {active}'s turn, not {player}'s.</source>
        <translation>È il turno di {active}, non di {player}.</translation>
    </message>
    <message>
        <source>{star} is not on {player}'s table.</source>
        <translation>{star} non è sul tavolo di {player}.</translation>
    </message>
    <message>
        <source>Choose at least one of {player}'s stars.</source>
        <translation>Scegli almeno una delle star di {player}.</translation>
    </message>
    <message>
        <source>{card} is not in {player}'s hand.</source>
        <translation>{card} non è nella mano di {player}.</translation>
    </message>
    <message>
        <source>{card} can only be played on {player}'s own turn.</source>
        <translation>{card} si può giocare solo nel turno di {player}.</translation>
    </message>
    <message>
        <source>{card} is a reaction: it can only be played in a response window opened for {player}.</source>
        <translation>{card} è una reazione: si può giocare solo in una finestra di risposta aperta per {player}.</translation>
    </message>
    <message>
        <source>{player} has already bought an award this turn (one per turn).</source>
        <translation>{player} ha già comprato un premio in questo turno (uno per turno).</translation>
    </message>
    <message>
        <source>{player} has already bought every award they may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</source>
        <translation>{player} ha già comprato tutti i premi consentiti in questo turno ({count}: uno per turno, più gli acquisti extra concessi dalle carte).</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {cost} {player}'s next award costs.</source>
        <translation>La fama totale {fame} non raggiunge i {cost} che costa il prossimo premio di {player}.</translation>
    </message>
    <message>
        <source>{target} is on {player}'s own table: a star cannot outshine her own player's star.</source>
        <translation>{target} è sul tavolo di {player}: una star non può oscurare una star del proprio giocatore.</translation>
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in {player}'s response window.</source>
        <translation>L'abilità di {star} è una reazione: viene offerta nella finestra di risposta di {player}.</translation>
    </message>
    <message>
        <source>{card} is not among {player}'s awards.</source>
        <translation>{card} non è tra i premi di {player}.</translation>
    </message>
    <message>
        <source>An outshine is one of {player}'s unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation>Si oscura con una sola delle star non usate di {player} contro una star rivale: selezionane esattamente una (niente lavoro di squadra).</translation>
    </message>
    <message>
        <source>Select the one star of {player}'s whose ability is used.</source>
        <translation>Seleziona la star di {player} di cui si usa l'abilità.</translation>
    </message>
    <message>
        <source>{player} has no star for {card} to act on.</source>
        <translation>{player} non ha nessuna star su cui {card} possa agire.</translation>
    </message>
    <message>
        <source>{player} has no used star for {card} to ready.</source>
        <translation>{player} non ha nessuna star usata che {card} possa rendere di nuovo disponibile.</translation>
    </message>
    <message numerus="yes">
        <source>{asked}, an undo would take back your last {count} moves. Allow?</source>
        <translation>
            <numerusform>{asked}, un annullamento ritirerebbe la tua ultima mossa. Lo permetti?</numerusform>
            <numerusform>{asked}, un annullamento ritirerebbe le tue ultime {count} mosse. Lo permetti?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{asked}, {asker} wants to take back your last {count} moves. Allow?</source>
        <translation>
            <numerusform>{asked}, {asker} vuole ritirare la tua ultima mossa. Lo permetti?</numerusform>
            <numerusform>{asked}, {asker} vuole ritirare le tue ultime {count} mosse. Lo permetti?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} did not allow the undo: nothing was taken back.</source>
        <translation>{name} non ha permesso l'annullamento: nulla è stato ritirato.</translation>
    </message>
    <message>
        <source>Undo: {name} is asked</source>
        <translation>Annulla: si chiede a {name}</translation>
    </message>
    <message>
        <source>Nothing was undone: nobody's hand has been shown since the game was opened, so whose move to take back is not known. Show your hand first, then undo.</source>
        <translation>Nulla è stato annullato: nessuna mano è stata mostrata da quando la partita è stata aperta, quindi non si sa di chi ritirare la mossa. Mostra prima la tua mano, poi annulla.</translation>
    </message>
    <message>
        <source>{name}'s last move was taken back.</source>
        <translation>L'ultima mossa di {name} è stata ritirata.</translation>
    </message>
    <message>
        <source>Undone: {entry}</source>
        <translation>Annullato: {entry}</translation>
    </message>
    <message>
        <source>Ctrl+Z again takes back: {entry}</source>
        <translation>Un altro Ctrl+Z ritira: {entry}</translation>
    </message>
    <message>
        <source>{line} Line {n} of {count}.</source>
        <translation>{line} Riga {n} di {count}.</translation>
    </message>
    <message>
        <source>Card to move</source>
        <translation>Carta da spostare</translation>
    </message>
    <message>
        <source>Star dealt to seat {n}</source>
        <translation>Star distribuita al posto {n}</translation>
    </message>
    <message>
        <source>outshines</source>
        <translation>oscura</translation>
    </message>
    <message>
        <source>Play with phones</source>
        <translation>Gioca con i telefoni</translation>
    </message>
    <message>
        <source>Each player opens the link of their seat on a phone (or scans its code). This window shows the table only: no hand.</source>
        <translation>Ogni giocatore apre sul telefono il link del suo posto (o ne inquadra il codice). Questa finestra mostra solo il tavolo: nessuna mano.</translation>
    </message>
    <message>
        <source>Served on:</source>
        <translation>Servito su:</translation>
    </message>
    <message>
        <source>The address the game is served on</source>
        <translation>L'indirizzo su cui è servita la partita</translation>
    </message>
    <message>
        <source>QR code of the link of {name}</source>
        <translation>Codice QR del link di {name}</translation>
    </message>
    <message>
        <source>Link of {name}</source>
        <translation>Link di {name}</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copia il link</translation>
    </message>
    <message>
        <source>Copy the link of {name}</source>
        <translation>Copia il link di {name}</translation>
    </message>
    <message>
        <source>Start &amp;now</source>
        <translation>Inizia &amp;ora</translation>
    </message>
    <message numerus="yes">
        <source>The computer players play without waiting for the phone to join.</source>
        <translation>
            <numerusform>Il giocatore computer gioca senza aspettare che il telefono si colleghi.</numerusform>
            <numerusform>I giocatori computer giocano senza aspettare che il telefono si colleghi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer players play without waiting for the phones that have not joined.</source>
        <translation>
            <numerusform>Il giocatore computer gioca senza aspettare i telefoni non ancora collegati.</numerusform>
            <numerusform>I giocatori computer giocano senza aspettare i telefoni non ancora collegati.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Stop serving: play on this screen</source>
        <translation>&amp;Smetti di servire: gioca su questo schermo</translation>
    </message>
    <message>
        <source>The hands come back to this window and the links stop working; Play with phones… serves the game again at the same links.</source>
        <translation>Le mani tornano in questa finestra e i link smettono di funzionare; Gioca con i telefoni… serve di nuovo la partita agli stessi link.</translation>
    </message>
    <message>
        <source>This address cannot be served: {problem}</source>
        <translation>Questo indirizzo non può essere usato: {problem}</translation>
    </message>
    <message>
        <source>Served on {address}, port {port}: only this computer can open these links. Choose a network address for phones.</source>
        <translation>Servito su {address}, porta {port}: solo questo computer può aprire questi link. Scegli un indirizzo di rete per i telefoni.</translation>
    </message>
    <message>
        <source>Served on {address}, port {port}: phones on the same network as this computer can open these links.</source>
        <translation>Servito su {address}, porta {port}: i telefoni sulla stessa rete di questo computer possono aprire questi link.</translation>
    </message>
    <message numerus="yes">
        <source>The computer players wait until the phone has joined, or until you press Start now.</source>
        <translation>
            <numerusform>Il giocatore computer aspetta finché il telefono è collegato, o finché premi «Inizia ora».</numerusform>
            <numerusform>I giocatori computer aspettano finché il telefono è collegato, o finché premi «Inizia ora».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer players wait until every phone has joined, or until you press Start now.</source>
        <translation>
            <numerusform>Il giocatore computer aspetta finché ogni telefono è collegato, o finché premi «Inizia ora».</numerusform>
            <numerusform>I giocatori computer aspettano finché ogni telefono è collegato, o finché premi «Inizia ora».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is on: the computer players play their turns.</source>
        <translation>
            <numerusform>La partita è in corso: il giocatore computer gioca i suoi turni.</numerusform>
            <numerusform>La partita è in corso: i giocatori computer giocano i loro turni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Collegato</translation>
    </message>
    <message>
        <source>Not joined yet</source>
        <translation>Non ancora collegato</translation>
    </message>
    <message>
        <source>This starts a new game on this computer: it deals the cards, each human player holds their hand on a phone, and this window shows the table.</source>
        <translation>Così inizia una nuova partita su questo computer: distribuisce le carte, ogni giocatore umano tiene la sua mano su un telefono e questa finestra mostra il tavolo.</translation>
    </message>
    <message>
        <source>A table game is played with real cards, so it is not served to phones.</source>
        <translation>Una partita al tavolo si gioca con carte vere, quindi non viene servita ai telefoni.</translation>
    </message>
    <message>
        <source>A table game is open: its cards are real cards, so it cannot be played from phones. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</source>
        <translation>C'è una partita al tavolo aperta: le sue carte sono carte vere, quindi non si può giocare con i telefoni. È salvata: puoi riprenderla dalla pagina iniziale. Chiuderla e preparare una nuova partita giocata con i telefoni?</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</source>
        <translation>C'è una partita aperta. È salvata: puoi riprenderla dalla pagina iniziale. Chiuderla e preparare una nuova partita giocata con i telefoni?</translation>
    </message>
    <message>
        <source>The game cannot be served: {problem}</source>
        <translation>La partita non può essere servita: {problem}</translation>
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
        <translation>il set di carte</translation>
    </message>
    <message>
        <source>or</source>
        <comment>joins the last two of the values a field may take</comment>
        <translation>o</translation>
    </message>
    <message>
        <source>{card}: {problem}</source>
        <translation>{card}: {problem}</translation>
    </message>
    <message>
        <source>{section}: none yet. A set needs one at least.</source>
        <translation>{section}: ancora nessuna. Un set di carte ne richiede almeno una.</translation>
    </message>
    <message numerus="yes">
        <source>{section}: {count} cards counting copies; a set holds {least} to 200.</source>
        <translation>
            <numerusform>{section}: {count} carta contando le copie; un set di carte ne ha da {least} a 200.</numerusform>
            <numerusform>{section}: {count} carte contando le copie; un set di carte ne ha da {least} a 200.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Adjust the game</source>
        <translation>Correggi la partita</translation>
    </message>
    <message>
        <source>For what the rules cannot settle: a card's text done by hand, a table ruling, a mistake found later. The game goes on checked from here.</source>
        <translation>Per ciò che le regole non possono risolvere: il testo di una carta applicato a mano, una regola del tavolo, un errore scoperto dopo. Da qui la partita prosegue con i controlli.</translation>
    </message>
    <message>
        <source>What to adjust</source>
        <translation>Cosa correggere</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>non ancora vista</translation>
    </message>
    <message>
        <source>its deck</source>
        <translation>il suo mazzo</translation>
    </message>
    <message>
        <source>%1's hidden hand</source>
        <translation>Mano nascosta di %1</translation>
    </message>
    <message>
        <source>%1's table (a star)</source>
        <translation>Tavolo di %1 (una star)</translation>
    </message>
    <message>
        <source>%1's hand (an event)</source>
        <translation>Mano di %1 (un evento)</translation>
    </message>
    <message>
        <source>%1's awards</source>
        <translation>Premi di %1</translation>
    </message>
    <message>
        <source>films of %1</source>
        <translation>film di %1</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>la pila degli scarti</translation>
    </message>
    <message>
        <source>top of the main deck</source>
        <translation>cima del mazzo principale</translation>
    </message>
    <message>
        <source>bottom of the main deck</source>
        <translation>fondo del mazzo principale</translation>
    </message>
    <message>
        <source>top of the film deck</source>
        <translation>cima del mazzo dei film</translation>
    </message>
    <message>
        <source>bottom of the film deck</source>
        <translation>fondo del mazzo dei film</translation>
    </message>
    <message>
        <source>top of the award deck</source>
        <translation>cima del mazzo dei premi</translation>
    </message>
    <message>
        <source>bottom of the award deck</source>
        <translation>fondo del mazzo dei premi</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Carta:</translation>
    </message>
    <message>
        <source>If not seen yet, from:</source>
        <translation>Se non ancora vista, da:</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>Sposta in:</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>Sposta una carta</translation>
    </message>
    <message>
        <source>give to %1</source>
        <translation>dai a %1</translation>
    </message>
    <message>
        <source>take back: bottom of the award deck</source>
        <translation>riprendi: in fondo al mazzo dei premi</translation>
    </message>
    <message>
        <source>Award:</source>
        <translation>Premio:</translation>
    </message>
    <message>
        <source>Do:</source>
        <translation>Azione:</translation>
    </message>
    <message>
        <source>Give or take an award</source>
        <translation>Dai o togli un premio</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>impudenza</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>carisma</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>fama</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>in questo turno</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>per sempre</translation>
    </message>
    <message>
        <source>Star:</source>
        <translation>Star:</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Valore:</translation>
    </message>
    <message>
        <source>Change by:</source>
        <translation>Varia di:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Durata:</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>Cambia un valore</translation>
    </message>
    <message>
        <source>Used star:</source>
        <translation>Star usata:</translation>
    </message>
    <message>
        <source>Un-use a star</source>
        <translation>Rendi pronta una star</translation>
    </message>
    <message>
        <source>Why (shown in the log), e.g. “card text: …”</source>
        <translation>Perché (compare nel diario), ad es. «testo della carta: …»</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Say why: the reason goes into the log.</source>
        <translation>Indica il motivo: finisce nel diario.</translation>
    </message>
    <message>
        <source>Nothing to adjust here.</source>
        <translation>Niente da correggere qui.</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Non possibile: %1</translation>
    </message>
</context>
<context>
    <name>NewTableGameDialog</name>
    <message>
        <source>New table game</source>
        <translation>Nuova partita al tavolo</translation>
    </message>
    <message>
        <source>Play with your own cards; the app keeps the totals and the rules. Deal one star to each player and four events to each hand first.</source>
        <translation>Gioca con le tue carte; l'app tiene i totali e le regole. Prima distribuisci una star a ogni giocatore e quattro eventi a ogni mano.</translation>
    </message>
    <message>
        <source>Card set (your box):</source>
        <translation>Set di carte (la tua scatola):</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Seats, in playing order (to the left), and the star each was dealt</source>
        <translation>Posti, in ordine di gioco (verso sinistra), e la star ricevuta da ciascuno</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Primo giocatore:</translation>
    </message>
    <message>
        <source>Table rulings</source>
        <translation>Regole del tavolo</translation>
    </message>
    <message>
        <source>Silver (negative) awards count toward the four</source>
        <translation>I premi d'argento (negativi) contano per i quattro</translation>
    </message>
    <message>
        <source>Always ask whether a player responds</source>
        <translation>Chiedi sempre se un giocatore risponde</translation>
    </message>
    <message>
        <source>A played award goes:</source>
        <translation>Un premio giocato va:</translation>
    </message>
    <message>
        <source>Turn limit:</source>
        <translation>Limite di turni:</translation>
    </message>
    <message>
        <source>under the award deck</source>
        <translation>sotto il mazzo dei premi</translation>
    </message>
    <message>
        <source>onto the discard pile</source>
        <translation>nella pila degli scarti</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>dealt:</source>
        <translation>ricevuta:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Dai a ogni posto un nome diverso.</translation>
    </message>
    <message>
        <source>Seat %1: a name is text on one line, without control characters.</source>
        <translation>Posto %1: un nome è testo su una riga, senza caratteri di controllo.</translation>
    </message>
    <message>
        <source>Each player is dealt a different star.</source>
        <translation>Ogni giocatore riceve una star diversa.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>"{move}" is not a move of this game.</source>
        <translation>"{move}" non è una mossa di questo gioco.</translation>
    </message>
    <message>
        <source>The showdown has not stood still for a whole round: the game goes on.</source>
        <translation>La resa dei conti non è rimasta ferma per un giro intero: la partita continua.</translation>
    </message>
    <message>
        <source>{star}'s reaction answers only what targets her.</source>
        <translation>La reazione di {star} risponde solo a ciò che prende di mira lei.</translation>
    </message>
    <message>
        <source>The game is over: nothing more can be done.</source>
        <translation>La partita è finita: non si può fare altro.</translation>
    </message>
    <message>
        <source>{owner} has a response window open: only they may act now.</source>
        <translation>{owner} ha una finestra di risposta aperta: ora può agire solo lui.</translation>
    </message>
    <message>
        <source>In a response window you may only play a reaction or pass.</source>
        <translation>In una finestra di risposta puoi solo giocare una reazione o passare.</translation>
    </message>
    <message>
        <source>There is no response window open for you to pass.</source>
        <translation>Non hai una finestra di risposta aperta in cui passare.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by {source}'s outshine.</source>
        <translation>{card} annulla solo un evento: questa finestra è stata aperta da {source}, che tenta di oscurare una star.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by {source}'s ability.</source>
        <translation>{card} annulla solo un evento: questa finestra è stata aperta dall'abilità di {source}.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by the award {source}.</source>
        <translation>{card} annulla solo un evento: questa finestra è stata aperta dal premio {source}.</translation>
    </message>
    <message>
        <source>You have no star for {card} to act on.</source>
        <translation>Non hai nessuna star su cui {card} possa agire.</translation>
    </message>
    <message>
        <source>You have no used star for {card} to ready.</source>
        <translation>Non hai nessuna star usata che {card} possa rendere di nuovo disponibile.</translation>
    </message>
    <message>
        <source>There is no star {card} could act on now.</source>
        <translation>Ora non c'è nessuna star su cui {card} possa agire.</translation>
    </message>
    <message>
        <source>There is no player {card} could target now.</source>
        <translation>Ora non c'è nessun giocatore che {card} possa prendere di mira.</translation>
    </message>
    <message>
        <source>It is {active}'s turn, not yours.</source>
        <translation>È il turno di {active}, non il tuo.</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player} ha lasciato la partita.</translation>
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <translation>Non esiste il posto {seat}.</translation>
    </message>
    <message>
        <source>{star} is already used this turn.</source>
        <translation>{star} è già stata usata in questo turno.</translation>
    </message>
    <message>
        <source>{star} is not on your table.</source>
        <translation>{star} non è sul tuo tavolo.</translation>
    </message>
    <message>
        <source>{star} is named twice.</source>
        <translation>{star} è indicata due volte.</translation>
    </message>
    <message>
        <source>Choose at least one of your stars.</source>
        <translation>Scegli almeno una delle tue star.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} non è nella tua mano.</translation>
    </message>
    <message>
        <source>{card} can only be played on your own turn.</source>
        <translation>{card} si può giocare solo nel tuo turno.</translation>
    </message>
    <message>
        <source>{card} is a reaction: it can only be played in a response window opened for you.</source>
        <translation>{card} è una reazione: si può giocare solo in una finestra di risposta aperta per te.</translation>
    </message>
    <message>
        <source>{card} is not an event.</source>
        <translation>{card} non è un evento.</translation>
    </message>
    <message>
        <source>{card} has no eligible target now.</source>
        <translation>{card} ora non ha bersagli validi.</translation>
    </message>
    <message>
        <source>{target} is not an eligible target for {card}.</source>
        <translation>{target} non è un bersaglio valido per {card}.</translation>
    </message>
    <message>
        <source>Seat {seat} is not an eligible target for {card}.</source>
        <translation>Il posto {seat} non è un bersaglio valido per {card}.</translation>
    </message>
    <message>
        <source>The film deck is empty: no film can be made.</source>
        <translation>Il mazzo dei film è vuoto: non si può girare nessun film.</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {required} the top film requires.</source>
        <translation>La fama totale {fame} non raggiunge i {required} richiesti dal film in cima.</translation>
    </message>
    <message>
        <source>The film must go to one of the stars who made it.</source>
        <translation>Il film deve andare a una delle star che l'hanno girato.</translation>
    </message>
    <message>
        <source>You have already bought an award this turn (one per turn).</source>
        <translation>Hai già comprato un premio in questo turno (uno per turno).</translation>
    </message>
    <message>
        <source>You have already bought every award you may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</source>
        <translation>Hai già comprato tutti i premi consentiti in questo turno ({count}: uno per turno, più gli acquisti extra concessi dalle carte).</translation>
    </message>
    <message>
        <source>The award deck is empty: no award can be bought.</source>
        <translation>Il mazzo dei premi è vuoto: non si può comprare nessun premio.</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {cost} your next award costs.</source>
        <translation>La fama totale {fame} non raggiunge i {cost} che costa il tuo prossimo premio.</translation>
    </message>
    <message>
        <source>{target} is not on an opponent's table.</source>
        <translation>{target} non è sul tavolo di un avversario.</translation>
    </message>
    <message>
        <source>There is no rival star on the table to outshine.</source>
        <translation>Non c'è nessuna star rivale sul tavolo da oscurare.</translation>
    </message>
    <message>
        <source>{target} is on your own table: a star cannot outshine her own player's star.</source>
        <translation>{target} è sul tuo tavolo: una star non può oscurare una star del proprio giocatore.</translation>
    </message>
    <message>
        <source>{attacker}'s charisma {charisma} is below {target}'s psyche {psyche}.</source>
        <translation>Il carisma {charisma} di {attacker} è inferiore all'impudenza {psyche} di {target}.</translation>
    </message>
    <message>
        <source>An outshine is one of your unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation>Si oscura con una sola delle tue star non usate contro una star rivale: selezionane esattamente una (niente lavoro di squadra).</translation>
    </message>
    <message>
        <source>{star} has no ability.</source>
        <translation>{star} non ha abilità.</translation>
    </message>
    <message>
        <source>Select the one star whose ability you want to use.</source>
        <translation>Seleziona la star di cui vuoi usare l'abilità.</translation>
    </message>
    <message>
        <source>{star}'s ability is {kind}, not an action.</source>
        <translation>L'abilità di {star} è {kind}, non un'azione.</translation>
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in your response window.</source>
        <translation>L'abilità di {star} è una reazione: ti viene offerta nella tua finestra di risposta.</translation>
    </message>
    <message>
        <source>{star}'s reaction has already been used in this window.</source>
        <translation>La reazione di {star} è già stata usata in questa finestra.</translation>
    </message>
    <message>
        <source>{card} is not among your awards.</source>
        <translation>{card} non è tra i tuoi premi.</translation>
    </message>
    <message>
        <source>{card} has no effect to play.</source>
        <translation>{card} non ha effetti da giocare.</translation>
    </message>
    <message>
        <source>{player} must first choose the targets of {card}, the award just revealed.</source>
        <translation>{player} deve prima scegliere i bersagli di {card}, il premio appena rivelato.</translation>
    </message>
    <message>
        <source>Only {player}, who drew {card}, chooses its targets.</source>
        <translation>Solo {player}, che ha pescato {card}, ne sceglie i bersagli.</translation>
    </message>
    <message>
        <source>Choose one of the eligible targets of {card}.</source>
        <translation>Scegli uno dei bersagli possibili di {card}.</translation>
    </message>
    <message>
        <source>No revealed award is waiting for its targets.</source>
        <translation>Nessun premio rivelato attende i suoi bersagli.</translation>
    </message>
    <message>
        <source>In a digital game the cards are drawn for you.</source>
        <translation>In una partita digitale le carte vengono pescate per te.</translation>
    </message>
    <message>
        <source>There is no card to enter as drawn now.</source>
        <translation>Ora non c'è nessuna carta da registrare come pescata.</translation>
    </message>
    <message>
        <source>{player} still has {count} card(s) to enter as drawn first.</source>
        <translation>{player} deve prima registrare ancora {count} carta/e pescata/e.</translation>
    </message>
    <message>
        <source>No unseen event is left in the main deck: the card drawn must be a star.</source>
        <translation>Nel mazzo principale non resta nessun evento non visto: la carta pescata deve essere una star.</translation>
    </message>
    <message>
        <source>{card} is not an unseen {kind}.</source>
        <translation>{card} non è un {kind} non ancora visto.</translation>
    </message>
    <message>
        <source>Name the {kind} that came up.</source>
        <translation>Indica il {kind} uscito.</translation>
    </message>
    <message>
        <source>{card} is not the card on top: {top} is.</source>
        <translation>{card} non è la carta in cima: lo è {top}.</translation>
    </message>
    <message>
        <source>This entry is for table games.</source>
        <translation>Questa voce è per le partite al tavolo.</translation>
    </message>
    <message>
        <source>{card} is not a card of this card set.</source>
        <translation>{card} non è una carta di questo set.</translation>
    </message>
    <message>
        <source>{place} is not a place a card can go.</source>
        <translation>{place} non è un posto dove può andare una carta.</translation>
    </message>
    <message>
        <source>{card} cannot go to {place}.</source>
        <translation>{card} non può andare in {place}.</translation>
    </message>
    <message>
        <source>{card} has not been seen and there is no unknown card to take it from.</source>
        <translation>{card} non è stata vista e non c'è nessuna carta sconosciuta da cui prenderla.</translation>
    </message>
    <message>
        <source>{star} is not on any table.</source>
        <translation>{star} non è su nessun tavolo.</translation>
    </message>
    <message>
        <source>{stat} is not psyche, charisma or fame.</source>
        <translation>{stat} non è impudenza, carisma o fama.</translation>
    </message>
    <message>
        <source>{until} is not end_of_turn or permanent.</source>
        <translation>{until} non è end_of_turn o permanent.</translation>
    </message>
    <message>
        <source>{amount} is out of range.</source>
        <translation>{amount} è fuori intervallo.</translation>
    </message>
    <message>
        <source>{card} is already there: moving it there changes nothing.</source>
        <translation>{card} è già lì: spostarla lì non cambia nulla.</translation>
    </message>
    <message>
        <source>A change by 0 changes nothing: enter by how much the value changes.</source>
        <translation>Una modifica di 0 non cambia nulla: inserisci di quanto cambia il valore.</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} e {last}</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Qualcuno</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>una carta nascosta</translation>
    </message>
    <message>
        <source>an unnamed card</source>
        <translation>una carta non nominata</translation>
    </message>
    <message>
        <source>{name} ({color}, +{bonus} {stat})</source>
        <translation>{name} ({color}, +{bonus} {stat})</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>impudenza</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>carisma</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>fama</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>{who} drew the star {card}: she joins the table.</source>
        <translation>{who} ha pescato la star {card}: entra in gioco.</translation>
    </message>
    <message>
        <source>{who} drew an event.</source>
        <translation>{who} ha pescato un evento.</translation>
    </message>
    <message>
        <source>{who} drew {card}.</source>
        <translation>{who} ha pescato {card}.</translation>
    </message>
    <message>
        <source>{who}'s {team} made the film {film} (fame {fame} for {required}).</source>
        <translation>{team} di {who} ha girato il film {film} (fama {fame} su {required}).</translation>
    </message>
    <message>
        <source>{who}'s {team} made the film {film}; it goes to {star} (fame {fame} for {required}).</source>
        <translation>{team} di {who} ha girato il film {film}; va a {star} (fama {fame} su {required}).</translation>
    </message>
    <message>
        <source>an award</source>
        <translation>un premio</translation>
    </message>
    <message>
        <source>{who} bought {what} with {stars} (fame {fame} for a cost of {cost}).</source>
        <translation>{who} ha comprato {what} con {stars} (fama {fame} per un costo di {cost}).</translation>
    </message>
    <message>
        <source>{who} revealed {card}: it takes effect and is shuffled back.</source>
        <translation>{who} ha rivelato {card}: ha effetto e viene rimescolato.</translation>
    </message>
    <message>
        <source>{who} gained {what}.</source>
        <translation>{who} ha ottenuto {what}.</translation>
    </message>
    <message>
        <source>{who} bought an award with {stars} (fame {fame} for a cost of {cost}) and revealed {card}: it takes effect and is shuffled back.</source>
        <translation>{who} ha comprato un premio con {stars} (fama {fame} per un costo di {cost}) e ha rivelato {card}: ha effetto e viene rimescolato.</translation>
    </message>
    <message>
        <source>{who} chooses the targets of {card}.</source>
        <translation>{who} sceglie i bersagli di {card}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {target}.</source>
        <translation>{who} ha puntato {card} su {target}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {player}.</source>
        <translation>{who} ha puntato {card} su {player}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {target} and {player}.</source>
        <translation>{who} ha puntato {card} su {target} e {player}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {owner}'s {target}.</source>
        <translation>{who} ha puntato {card} su {target} di {owner}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {owner}'s {target} and {player}.</source>
        <translation>{who} ha puntato {card} su {target} di {owner} e {player}.</translation>
    </message>
    <message>
        <source>{who}'s {star} tries to outshine {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} di {who} prova a oscurare {target} di {owner} (carisma {charisma} contro impudenza {psyche}).</translation>
    </message>
    <message>
        <source>{who}'s {star} outshone {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} di {who} ha oscurato {target} di {owner} (carisma {charisma} contro impudenza {psyche}).</translation>
    </message>
    <message>
        <source>{star} failed to outshine {target}.</source>
        <translation>{star} non è riuscita a oscurare {target}.</translation>
    </message>
    <message>
        <source>{star} failed to outshine {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} non è riuscita a oscurare {target} (carisma {charisma} contro impudenza {psyche}).</translation>
    </message>
    <message>
        <source>{who} played {card}.</source>
        <translation>{who} ha giocato {card}.</translation>
    </message>
    <message>
        <source>{who} played {card} on {target}.</source>
        <translation>{who} ha giocato {card} su {target}.</translation>
    </message>
    <message>
        <source>{who} played the award {card}.</source>
        <translation>{who} ha giocato il premio {card}.</translation>
    </message>
    <message>
        <source>{who} played the award {card} on {target}.</source>
        <translation>{who} ha giocato il premio {card} su {target}.</translation>
    </message>
    <message>
        <source>{star} has +{amount} {stat} this turn.</source>
        <translation>{star} ha +{amount} {stat} in questo turno.</translation>
    </message>
    <message>
        <source>{star} has {amount} {stat} this turn.</source>
        <translation>{star} ha {amount} {stat} in questo turno.</translation>
    </message>
    <message>
        <source>{star} has +{amount} {stat} for good.</source>
        <translation>{star} ha +{amount} {stat} per sempre.</translation>
    </message>
    <message>
        <source>{star} has {amount} {stat} for good.</source>
        <translation>{star} ha {amount} {stat} per sempre.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has +{amount} {stat} this turn.</source>
        <translation>{star} di {owner} ha +{amount} {stat} in questo turno.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has {amount} {stat} this turn.</source>
        <translation>{star} di {owner} ha {amount} {stat} in questo turno.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has +{amount} {stat} for good.</source>
        <translation>{star} di {owner} ha +{amount} {stat} per sempre.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has {amount} {stat} for good.</source>
        <translation>{star} di {owner} ha {amount} {stat} per sempre.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile.</source>
        <translation>{card} di {who} va nella pila degli scarti.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; 1 film goes under the film deck.</source>
        <translation>{card} di {who} va nella pila degli scarti; 1 film va sotto il mazzo dei film.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; {count} films go under the film deck.</source>
        <translation>{card} di {who} va nella pila degli scarti; {count} film vanno sotto il mazzo dei film.</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>un evento</translation>
    </message>
    <message>
        <source>{who} took {what} from {other}'s hand.</source>
        <translation>{who} ha preso {what} dalla mano di {other}.</translation>
    </message>
    <message>
        <source>{w} wins with four awards.</source>
        <translation>{w} vince con quattro premi.</translation>
    </message>
    <message>
        <source>{w} wins: the last one left in the showdown.</source>
        <translation>{w} vince: ultimo rimasto nella resa dei conti.</translation>
    </message>
    <message>
        <source>The showdown stood still: {w} share the win.</source>
        <translation>La resa dei conti si è fermata: {w} condividono la vittoria.</translation>
    </message>
    <message>
        <source>The game ends by agreement, with no winner.</source>
        <translation>La partita finisce di comune accordo, senza vincitori.</translation>
    </message>
    <message>
        <source>The turn limit is reached: the game ends with no winner.</source>
        <translation>Raggiunto il limite di turni: la partita finisce senza vincitori.</translation>
    </message>
    <message>
        <source>The game is over, with no winner.</source>
        <translation>La partita è finita, senza vincitori.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>{who} draws nothing: the main deck is empty (final showdown).</source>
        <translation>{who} non pesca nulla: il mazzo principale è vuoto (resa dei conti finale).</translation>
    </message>
    <message>
        <source>{who} takes no film: the film deck is empty.</source>
        <translation>{who} non prende nessun film: il mazzo dei film è vuoto.</translation>
    </message>
    <message>
        <source>{who} takes no award: the award deck is empty.</source>
        <translation>{who} non prende nessun premio: il mazzo dei premi è vuoto.</translation>
    </message>
    <message>
        <source>{who} passed.</source>
        <translation>{who} ha passato.</translation>
    </message>
    <message>
        <source>{who}'s {star} took the film {film}.</source>
        <translation>{star} di {who} ha preso il film {film}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {who} to play.</source>
        <translation>Turno {turn}: tocca a {who}.</translation>
    </message>
    <message>
        <source>{who} used {star}'s ability.</source>
        <translation>{who} ha usato l'abilità di {star}.</translation>
    </message>
    <message>
        <source>{who} may respond.</source>
        <translation>{who} può rispondere.</translation>
    </message>
    <message>
        <source>{who} reacted with {card}.</source>
        <translation>{who} ha reagito con {card}.</translation>
    </message>
    <message>
        <source>{who} reacted with {star}'s ability.</source>
        <translation>{who} ha reagito con l'abilità di {star}.</translation>
    </message>
    <message>
        <source>The effect fizzled: its target had gone.</source>
        <translation>L'effetto è svanito: il bersaglio non c'era più.</translation>
    </message>
    <message>
        <source>{who} may buy one more award this turn.</source>
        <translation>{who} può comprare un altro premio in questo turno.</translation>
    </message>
    <message>
        <source>{star} is ready again.</source>
        <translation>{star} è di nuovo pronta.</translation>
    </message>
    <message>
        <source>{who} moved the film {film} from {source} to {star}.</source>
        <translation>{who} ha spostato il film {film} da {source} a {star}.</translation>
    </message>
    <message>
        <source>{who} put {card} under the award deck.</source>
        <translation>{who} ha messo {card} sotto il mazzo dei premi.</translation>
    </message>
    <message>
        <source>{who} discarded {card} at random.</source>
        <translation>{who} ha scartato {card} a caso.</translation>
    </message>
    <message>
        <source>{who} will skip their next turn.</source>
        <translation>{who} salterà il prossimo turno.</translation>
    </message>
    <message>
        <source>{who} skips this turn.</source>
        <translation>{who} salta questo turno.</translation>
    </message>
    <message>
        <source>{who} cancelled it.</source>
        <translation>{who} l'ha annullato.</translation>
    </message>
    <message>
        <source>The card's text is settled by hand at the table.</source>
        <translation>Il testo della carta si risolve a mano al tavolo.</translation>
    </message>
    <message>
        <source>The main deck is empty: the final showdown begins.</source>
        <translation>Il mazzo principale è vuoto: inizia la resa dei conti finale.</translation>
    </message>
    <message>
        <source>{who} has no star left and leaves the game.</source>
        <translation>{who} non ha più star ed esce dalla partita.</translation>
    </message>
    <message>
        <source>{who} ended the turn.</source>
        <translation>{who} ha terminato il turno.</translation>
    </message>
    <message>
        <source>Red Light: game {game}</source>
        <translation>Red Light: partita {game}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Giocatori: {names}</translation>
    </message>
    <message>
        <source>Red Light: a game</source>
        <translation>Red Light: una partita</translation>
    </message>
    <message>
        <source>The game is not over: turn {turn}, {who} to play.</source>
        <translation>La partita non è finita: turno {turn}, tocca a {who}.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>{key} is missing</source>
        <translation>{key} manca</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} deve essere un numero intero, non {value}</translation>
    </message>
    <message>
        <source>{key} must be within {lo}..{hi}, not {value}</source>
        <translation>{key} deve essere tra {lo} e {hi}, non {value}</translation>
    </message>
    <message>
        <source>{key} must be text</source>
        <translation>{key} deve essere testo</translation>
    </message>
    <message>
        <source>{key} is {length} characters long; at most {limit} are allowed</source>
        <translation>{key} è lungo {length} caratteri; ne sono ammessi al massimo {limit}</translation>
    </message>
    <message>
        <source>{key}: A name is at most {limit} characters; this one has {length}.</source>
        <translation>{key}: Un nome ha al massimo {limit} caratteri; questo ne ha {length}.</translation>
    </message>
    <message>
        <source>{key} holds a line break (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} contiene un a capo (U+{code}); un nome è testo su una riga, senza caratteri di controllo</translation>
    </message>
    <message>
        <source>{key} holds a direction control (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} contiene un controllo di direzione (U+{code}); un nome è testo su una riga, senza caratteri di controllo</translation>
    </message>
    <message>
        <source>{key} holds a control character (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} contiene un carattere di controllo (U+{code}); un nome è testo su una riga, senza caratteri di controllo</translation>
    </message>
    <message>
        <source>{key} must be {listed} (missing)</source>
        <translation>{key} deve essere {listed} (manca)</translation>
    </message>
    <message>
        <source>{key} must be {listed} (not {value})</source>
        <translation>{key} deve essere {listed} (non {value})</translation>
    </message>
    <message>
        <source>{key} must be true or false</source>
        <translation>{key} deve essere true o false</translation>
    </message>
    <message>
        <source>id must be lowercase letters, digits and dashes (at most {limit}), not {value}</source>
        <translation>Il codice deve essere fatto di lettere minuscole, cifre e trattini (al massimo {limit}), non {value}</translation>
    </message>
    <message>
        <source>id {value} is already used by {other}</source>
        <translation>Il codice {value} è già usato da {other}</translation>
    </message>
    <message>
        <source>{key} must be a list of 4 whole numbers</source>
        <translation>{key} deve essere una lista di 4 numeri interi</translation>
    </message>
    <message>
        <source>{key} must be a list of 4 whole numbers within 0..999</source>
        <translation>{key} deve essere una lista di 4 numeri interi tra 0 e 999</translation>
    </message>
    <message>
        <source>translations must be an object of language codes</source>
        <translation>translations deve essere un oggetto di codici di lingua</translation>
    </message>
    <message>
        <source>translations: at most {limit} languages are allowed</source>
        <translation>translations: sono ammesse al massimo {limit} lingue</translation>
    </message>
    <message>
        <source>translations: {value} is not a language code like "it"</source>
        <translation>translations: {value} non è un codice di lingua come "it"</translation>
    </message>
    <message>
        <source>translations.{lang} must be an object</source>
        <translation>translations.{lang} deve essere un oggetto</translation>
    </message>
    <message>
        <source>translations.{lang}: {value} is not one of: {fields}</source>
        <translation>translations.{lang}: {value} non è uno di: {fields}</translation>
    </message>
    <message>
        <source>effect must be an object with a "do" verb</source>
        <translation>L'effetto deve essere un oggetto con un verbo "do"</translation>
    </message>
    <message>
        <source>effect verb {value} is not one of: {verbs}</source>
        <translation>Il verbo d'effetto {value} non è uno di: {verbs}</translation>
    </message>
    <message>
        <source>effect {verb} needs the field {key}</source>
        <translation>L'effetto {verb} richiede il campo {key}</translation>
    </message>
    <message>
        <source>effect {verb} can only be a reaction (phase reaction or a reaction ability)</source>
        <translation>L'effetto {verb} può essere solo una reazione (fase reaction o un'abilità di reazione)</translation>
    </message>
    <message>
        <source>effect {verb} target must be {listed}, not {value}</source>
        <translation>Il bersaglio dell'effetto {verb} deve essere {listed}, non {value}</translation>
    </message>
    <message>
        <source>effect all needs a non-empty list of effects</source>
        <translation>L'effetto all richiede una lista di effetti non vuota</translation>
    </message>
    <message>
        <source>effect all is nested too deeply</source>
        <translation>L'effetto all è annidato troppo in profondità</translation>
    </message>
    <message>
        <source>ability must be null or an object</source>
        <translation>L'abilità deve essere null o un oggetto</translation>
    </message>
    <message>
        <source>ability effect is missing</source>
        <translation>Manca l'effetto dell'abilità</translation>
    </message>
    <message>
        <source>a passive ability may only use modify (applied while she is on a table) or manual</source>
        <translation>Un'abilità passiva può usare solo modify (vale finché lei è su un tavolo) o manual</translation>
    </message>
    <message>
        <source>ability trigger is for reaction abilities only, not {kind}</source>
        <translation>trigger vale solo per le abilità di reazione, non per {kind}</translation>
    </message>
    <message>
        <source>{key} must be a list of cards</source>
        <translation>{key} deve essere una lista di carte</translation>
    </message>
    <message>
        <source>a card set must be a JSON object</source>
        <translation>Un set di carte deve essere un oggetto JSON</translation>
    </message>
    <message>
        <source>format must be "{format}", not {value}</source>
        <translation>format deve essere "{format}", non {value}</translation>
    </message>
    <message>
        <source>language must be a language code like "en", not {value}</source>
        <translation>language deve essere un codice di lingua come "en", non {value}</translation>
    </message>
    <message>
        <source>effect is missing</source>
        <translation>Manca l'effetto</translation>
    </message>
    <message>
        <source>{key} must hold {least}..200 cards counting copies, not {count}</source>
        <translation>{key} deve contenere da {least} a 200 carte contando le copie, non {count}</translation>
    </message>
    <message>
        <source>the card set holds values that are not JSON text</source>
        <translation>Il set di carte contiene valori che non sono testo JSON</translation>
    </message>
    <message>
        <source>the card set is larger than 5 MB ({size} bytes)</source>
        <translation>Il set di carte supera i 5 MB ({size} byte)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>deve essere un oggetto</translation>
    </message>
    <message>
        <source>{what} is larger than {limit} ({size} bytes)</source>
        <translation>{what} è più grande di {limit} ({size} byte)</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (byte {byte})</source>
        <translation>{what} non è testo UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <source>{what} is nested more than {depth} levels deep</source>
        <translation>{what} è annidato per più di {depth} livelli</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: line {line} column {column}: {detail}</source>
        <translation>{what} non è JSON valido: riga {line}, colonna {column}: {detail}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail}</source>
        <translation>{what} non è JSON valido: {detail}</translation>
    </message>
    <message>
        <source>{what}: a number has {digits} digits; at most {most} are allowed</source>
        <translation>{what}: un numero ha {digits} cifre; al massimo {most} sono ammesse</translation>
    </message>
    <message>
        <source>{what}: a number is written with more than 100 characters</source>
        <translation>{what}: un numero è scritto con più di 100 caratteri</translation>
    </message>
    <message>
        <source>{what}: the number {number} is too large</source>
        <translation>{what}: il numero {number} è troppo grande</translation>
    </message>
    <message>
        <source>{what}: {token} is not a number JSON allows</source>
        <translation>{what}: {token} non è un numero ammesso da JSON</translation>
    </message>
    <message>
        <source>{what}: a key in {path} is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: una chiave in {path} non è Unicode valido (contiene un surrogato isolato)</translation>
    </message>
    <message>
        <source>{what}: a key in the document is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: una chiave del documento non è Unicode valido (contiene un surrogato isolato)</translation>
    </message>
    <message>
        <source>{what}: {path} is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: {path} non è Unicode valido (contiene un surrogato isolato)</translation>
    </message>
    <message>
        <source>{what}: the text is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what}: il testo non è Unicode valido (contiene un surrogato isolato)</translation>
    </message>
    <message>
        <source>Could not {what}: {reason} ({path}). Nothing was changed.</source>
        <translation>Impossibile {what}: {reason} ({path}). Non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file {path} is damaged (a text in its column {column} is not valid UTF-8). Nothing was changed.</source>
        <translation>Impossibile {what}: il file delle partite salvate {path} è danneggiato (un testo nella sua colonna {column} non è UTF-8 valido). Non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file {path} holds a damaged entry ({detail}). Nothing was changed.</source>
        <translation>Impossibile {what}: il file delle partite salvate {path} contiene una voce danneggiata ({detail}). Non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>Could not {what}: {detail}.</source>
        <translation>Impossibile {what}: {detail}.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used: {reason}.</source>
        <translation>La cartella dei dati {folder} non può essere usata: {reason}.</translation>
    </message>
    <message>
        <source>The saved games in {path} cannot be opened: {reason}.</source>
        <translation>Le partite salvate in {path} non possono essere aperte: {reason}.</translation>
    </message>
    <message>
        <source>The lock file {path} cannot be opened ({reason}), so the saved games cannot be used. Check the data folder, or start with --data-dir pointing at another folder.</source>
        <translation>Il file di blocco {path} non può essere aperto ({reason}), quindi le partite salvate non si possono usare. Controlla la cartella dei dati, oppure avvia con --data-dir che punta a un'altra cartella.</translation>
    </message>
    <message>
        <source>The lock file {path} cannot be written ({reason}), so nothing could be saved either. Free some space, or start with --data-dir pointing at another folder.</source>
        <translation>Il file di blocco {path} non può essere scritto ({reason}), quindi non si potrebbe nemmeno salvare nulla. Libera un po' di spazio, oppure avvia con --data-dir che punta a un'altra cartella.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing can be saved there; the saved games can still be read (redlight games, stats, log, export). Start with --data-dir pointing at a folder you may write to.</source>
        <translation>La cartella dei dati {folder} è di sola lettura, quindi lì non si può salvare nulla; le partite salvate si possono ancora leggere (redlight games, stats, log, export). Avvia con --data-dir che punta a una cartella in cui puoi scrivere.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Un’altra copia di Red Light Companion sta usando le partite salvate in {folder}. Chiudila prima, oppure avvia questa con --data-dir che punta a un’altra cartella.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion (process {process}) is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Un’altra copia di Red Light Companion (processo {process}) sta usando le partite salvate in {folder}. Chiudila prima, oppure avvia questa con --data-dir che punta a un’altra cartella.</translation>
    </message>
    <message>
        <source>The saved games file {path} cannot be created: {reason}.</source>
        <translation>Il file delle partite salvate {path} non può essere creato: {reason}.</translation>
    </message>
    <message>
        <source>Cannot read the saved games file {path}: {detail}.</source>
        <translation>Impossibile leggere il file delle partite salvate {path}: {detail}.</translation>
    </message>
    <message>
        <source>Cannot read the journal of the saved games file {path}: {reason}.</source>
        <translation>Impossibile leggere il journal del file delle partite salvate {path}: {reason}.</translation>
    </message>
    <message>
        <source>Cannot open the saved games file {path}: {detail}.</source>
        <translation>Impossibile aprire il file delle partite salvate {path}: {detail}.</translation>
    </message>
    <message>
        <source>The saved games file {path} is locked by another program. Close it and try again.</source>
        <translation>Il file delle partite salvate {path} è bloccato da un altro programma. Chiudilo e riprova.</translation>
    </message>
    <message>
        <source>The saved games file {path} is read-only, so nothing can be saved to it; the saved games can still be read (redlight games, stats, log, export). Make it writable, or start with --data-dir pointing at another folder.</source>
        <translation>Il file delle partite salvate {path} è di sola lettura, quindi non vi si può salvare nulla; le partite salvate si possono ancora leggere (redlight games, stats, log, export). Rendilo scrivibile, oppure avvia con --data-dir che punta a un'altra cartella.</translation>
    </message>
    <message>
        <source>The saved games file {path} is not usable ({detail}), and another copy of the app is running: close it and try again.</source>
        <translation>Il file delle partite salvate {path} non è utilizzabile ({detail}) e un'altra copia dell'app è in esecuzione: chiudila e riprova.</translation>
    </message>
    <message>
        <source>The saved games file {path} needs an upgrade, and another copy of the app is running: close it and try again.</source>
        <translation>Il file delle partite salvate {path} deve essere aggiornato e un'altra copia dell'app è in esecuzione: chiudila e riprova.</translation>
    </message>
    <message>
        <source>Cannot prepare the saved games file {path}: the disk is full (SQLite: {detail}).</source>
        <translation>Impossibile preparare il file delle partite salvate {path}: il disco è pieno (SQLite: {detail}).</translation>
    </message>
    <message>
        <source>The saved games file {path} cannot be read: {reason}.</source>
        <translation>Il file delle partite salvate {path} non può essere letto: {reason}.</translation>
    </message>
    <message>
        <source>The saved games file {path} was not read, so that nothing in it changes: {detail}. Start the app to set both aside (nothing is deleted) and go on from the file as it was, or move the journal away yourself.</source>
        <translation>Il file delle partite salvate {path} non è stato letto, perché nulla vi cambi: {detail}. Avvia l'app per mettere da parte entrambi (nulla viene cancellato) e ripartire dal file com'era, oppure sposta tu stesso il journal.</translation>
    </message>
    <message>
        <source>The saved games file {path} is not usable ({detail}); start the app to set it aside and begin a new one.</source>
        <translation>Il file delle partite salvate {path} non è utilizzabile ({detail}); avvia l'app per metterlo da parte e cominciarne uno nuovo.</translation>
    </message>
    <message>
        <source>The saved games file {path} needs an upgrade: start the app once, then try again.</source>
        <translation>Il file delle partite salvate {path} deve essere aggiornato: avvia l'app una volta, poi riprova.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file is locked by another program. Nothing was changed; try again.</source>
        <translation>Impossibile {what}: il file delle partite salvate è bloccato da un altro programma. Non è stato cambiato nulla; riprova.</translation>
    </message>
    <message>
        <source>Could not {what}: the disk is full. Nothing was changed.</source>
        <translation>Impossibile {what}: il disco è pieno. Non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>There is no card set {cardset}.</source>
        <translation>Non esiste il set di carte {cardset}.</translation>
    </message>
    <message>
        <source>The stored card set {cardset} ("{name}") is no longer valid: {detail}</source>
        <translation>Il set di carte salvato {cardset} («{name}») non è più valido: {detail}</translation>
    </message>
    <message>
        <source>Game {game}: the rules refuse this move, so it was not saved: {detail}</source>
        <translation>Partita {game}: le regole rifiutano questa mossa, quindi non è stata salvata: {detail}</translation>
    </message>
    <message>
        <source>There is no saved game {game}.</source>
        <translation>Non esiste la partita salvata {game}.</translation>
    </message>
    <message>
        <source>Game {game}: move {move} cannot be saved there, the saved log holds {held} moves (the next is move {next}). Nothing was saved; reload the game.</source>
        <translation>Partita {game}: la mossa {move} non può essere salvata lì (mosse nel registro salvato: {held}; la prossima è la mossa {next}). Non è stato salvato nulla; ricarica la partita.</translation>
    </message>
    <message>
        <source>Game {game} has {total} moves: {count} cannot be undone.</source>
        <translation>La partita {game} non ha abbastanza mosse per annullarne {count} (mosse: {total}).</translation>
    </message>
    <message>
        <source>Game {game} has {total} moves: it cannot be cut back to {keep}.</source>
        <translation>La partita {game} (mosse: {total}) non può essere riportata a {keep}.</translation>
    </message>
    <message>
        <source>Saved game {game}: move {move} is missing from its log.</source>
        <translation>Partita salvata {game}: la mossa {move} manca dal suo registro.</translation>
    </message>
    <message>
        <source>Saved game {game}: move {move} is unreadable: {detail}.</source>
        <translation>Partita salvata {game}: la mossa {move} è illeggibile: {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its options are unreadable: {detail}.</source>
        <translation>Partita salvata {game}: le sue opzioni sono illeggibili: {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its seed is not a whole number.</source>
        <translation>Partita salvata {game}: il suo seme non è un numero intero.</translation>
    </message>
    <message>
        <source>Saved game {game}: its first player is not a seat number.</source>
        <translation>Partita salvata {game}: il suo primo giocatore non è un numero di posto.</translation>
    </message>
    <message>
        <source>Saved game {game}: its dealt stars are unreadable: {detail}.</source>
        <translation>Partita salvata {game}: le sue star distribuite sono illeggibili: {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its dealt stars are not a list of cards.</source>
        <translation>Partita salvata {game}: le sue star distribuite non sono un elenco di carte.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at the start: {detail}. The rules or its card set may have changed since it was saved.</source>
        <translation>La partita salvata {game} ({names}) non si rigioca più all'inizio: {detail}. Le regole o il suo set di carte potrebbero essere cambiati da quando è stata salvata.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved.</source>
        <translation>La partita salvata {game} ({names}) non si rigioca più alla mossa {move} di {total}: {detail}. Le regole o il suo set di carte potrebbero essere cambiati da quando è stata salvata.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved. Moves 1 to {intact} are intact: undo back to there to play on.</source>
        <translation>La partita salvata {game} ({names}) non si rigioca più alla mossa {move} di {total}: {detail}. Le regole o il suo set di carte potrebbero essere cambiati da quando è stata salvata. Le mosse da 1 a {intact} sono intatte: annulla fino a lì per continuare a giocare.</translation>
    </message>
    <message>
        <source>copy the card sets</source>
        <translation>copiare i set di carte</translation>
    </message>
    <message>
        <source>store the card set</source>
        <translation>conservare il set di carte</translation>
    </message>
    <message>
        <source>list the card sets</source>
        <translation>elencare i set di carte</translation>
    </message>
    <message>
        <source>read the card set</source>
        <translation>leggere il set di carte</translation>
    </message>
    <message>
        <source>save the new game</source>
        <translation>salvare la nuova partita</translation>
    </message>
    <message>
        <source>save the move</source>
        <translation>salvare la mossa</translation>
    </message>
    <message>
        <source>read the game</source>
        <translation>leggere la partita</translation>
    </message>
    <message>
        <source>list the saved games</source>
        <translation>elencare le partite salvate</translation>
    </message>
    <message>
        <source>delete the game</source>
        <translation>eliminare la partita</translation>
    </message>
    <message>
        <source>undo the move</source>
        <translation>annullare la mossa</translation>
    </message>
    <message>
        <source>compute statistics</source>
        <translation>calcolare le statistiche</translation>
    </message>
    <message>
        <source>import the game</source>
        <translation>importare la partita</translation>
    </message>
    <message>
        <source>read the card sets</source>
        <translation>leggere i set di carte</translation>
    </message>
    <message>
        <source>the operating system does not allow it (permission denied)</source>
        <translation>il sistema operativo non lo consente (permesso negato)</translation>
    </message>
    <message>
        <source>the saved games file is read-only</source>
        <translation>il file delle partite salvate è di sola lettura</translation>
    </message>
    <message>
        <source>the disk could not be read or written (input/output error)</source>
        <translation>il disco non ha potuto essere letto o scritto (errore di input/output)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the saved games file cannot be opened</source>
        <translation>il file delle partite salvate non può essere aperto</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>la quota del disco è esaurita</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>il disco è di sola lettura</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permesso negato</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>è una cartella, non un file</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>c'è un file dove dovrebbe esserci una cartella</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>non esiste</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>errore di input/output</translation>
    </message>
    <message>
        <source>it is a symbolic link; remove it</source>
        <translation>è un collegamento simbolico; rimuovilo</translation>
    </message>
    <message>
        <source>another file is in its place; move it away</source>
        <translation>al suo posto c'è un altro file; spostalo</translation>
    </message>
    <message>
        <source>it keeps changing</source>
        <translation>continua a cambiare</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>A card not named</source>
        <translation>Carta non nominata</translation>
    </message>
</context>
</TS>