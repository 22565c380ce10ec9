<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
<context>
    <name />
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
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
        <translation>Carte non nommée</translation>
    </message>
    <message>
        <source>Which card this was was not entered at the table.</source>
        <translation>Quelle carte c'était n'a pas été saisi à la table.</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Cards: {count}, top first (the pile is never shuffled back):</source>
        <translation>Cartes : {count}, du dessus (la pile n'est jamais remélangée) :</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Seats (in playing order)</source>
        <translation>&amp;Places (dans l'ordre de jeu)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Seat {n}: name</source>
        <translation>Place {n} : nom</translation>
    </message>
    <message>
        <source>Seat {n}: computer level</source>
        <translation>Place {n} : niveau de l'ordinateur</translation>
    </message>
    <message>
        <source>&amp;Advanced: seed and first player</source>
        <translation>Options &amp;avancées : graine et premier joueur</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>&amp;Card set:</source>
        <translation>Jeu de &amp;cartes :</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;Premier joueur :</translation>
    </message>
    <message>
        <source>Always ask for reactions (hides whether a player holds one)</source>
        <translation>Toujours demander les réactions (cache si un joueur en a une)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Seat {n}: human or computer</source>
        <translation>Place {n} : humain ou ordinateur</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message>
        <source>&amp;Turn limit:</source>
        <translation>&amp;Limite de tours :</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The same seed, card set and moves give the same game.</source>
        <translation>La même graine, le même jeu de cartes et les mêmes coups donnent la même partie.</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>Place {n} : {name}</translation>
    </message>
    <message>
        <source>Please type your name for the first seat.</source>
        <translation>Saisissez votre nom pour la première place.</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Chaque place doit avoir un nom.</translation>
    </message>
    <message>
        <source>Seat {n}: a name is text on one line, without control characters.</source>
        <translation>Place {n} : un nom est du texte sur une ligne, sans caractères de contrôle.</translation>
    </message>
    <message>
        <source>A game played from phones needs at least one human seat.</source>
        <translation>Une partie jouée avec des téléphones a besoin d'au moins une place humaine.</translation>
    </message>
    <message>
        <source>Two seats have the same name: give each player their own.</source>
        <translation>Deux places ont le même nom : donnez à chaque joueur le sien.</translation>
    </message>
    <message>
        <source>There is no card set to play with.</source>
        <translation>Il n'y a aucun jeu de cartes pour jouer.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Ce n'est pas possible maintenant.</translation>
    </message>
    <message>
        <source>{action}: click the player to target (highlighted). Esc cancels.</source>
        <translation>{action} : cliquez sur le joueur à cibler (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>Click the star who gets the film {film} (highlighted). Esc cancels.</source>
        <translation>Cliquez sur la star qui reçoit le film {film} (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>Click the star who gets the film (highlighted). Esc cancels.</source>
        <translation>Cliquez sur la star qui reçoit le film (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>{action}: click which of {name}'s stars receives it. Esc cancels.</source>
        <translation>{action} : cliquez sur la star de {name} qui le reçoit. Échap annule.</translation>
    </message>
    <message>
        <source>{action}: click the star of yours who receives it. Esc cancels.</source>
        <translation>{action} : cliquez sur votre star qui le reçoit. Échap annule.</translation>
    </message>
    <message>
        <source>{action}: click a rival star to outshine (highlighted). Esc cancels.</source>
        <translation>{action} : cliquez sur une star rivale à éclipser (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>{action}: click its target on the table (highlighted). Esc cancels.</source>
        <translation>{action} : cliquez sur sa cible sur la table (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>Choose the target of the award you revealed.</source>
        <translation>Choisissez la cible du prix que vous avez révélé.</translation>
    </message>
    <message>
        <source>Respond: play a reaction from your hand or a star's reaction, or Pass.</source>
        <translation>Répondez : jouez une réaction de votre main ou la réaction d'une star, ou passez.</translation>
    </message>
    <message>
        <source>You have left the game: you had no star on the table in the final showdown.</source>
        <translation>Vous avez quitté la partie : vous n'aviez plus de star sur la table dans l'épreuve finale.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>En attente de {name}.</translation>
    </message>
    <message>
        <source>Choose the award you give back.</source>
        <translation>Choisissez le prix que vous rendez.</translation>
    </message>
    <message>
        <source>Selected: {names}. Choose an action, or click a rival star to outshine.</source>
        <translation>Sélection : {names}. Choisissez une action, ou cliquez sur une star rivale à éclipser.</translation>
    </message>
    <message>
        <source>Select one or more of your stars, then an action; or play a card from your hand.</source>
        <translation>Sélectionnez une ou plusieurs de vos stars, puis une action ; ou jouez une carte de votre main.</translation>
    </message>
    <message>
        <source>No one is playing from this screen.</source>
        <translation>Personne ne joue depuis cet écran.</translation>
    </message>
    <message>
        <source>Make a film</source>
        <translation>Tourner un film</translation>
    </message>
    <message>
        <source>Outshine with {star}</source>
        <translation>Éclipser avec {star}</translation>
    </message>
    <message>
        <source>{star}'s ability</source>
        <translation>Pouvoir de {star}</translation>
    </message>
    <message>
        <source>{name} cannot be chosen for this.</source>
        <translation>{name} ne peut pas être choisi pour cela.</translation>
    </message>
    <message>
        <source>To outshine a rival star, first select exactly one of {name}'s stars.</source>
        <translation>Pour éclipser une star rivale, sélectionnez d'abord exactement une star de {name}.</translation>
    </message>
    <message>
        <source>To outshine a rival star, first select exactly one of your stars.</source>
        <translation>Pour éclipser une star rivale, sélectionnez d'abord exactement une de vos stars.</translation>
    </message>
    <message>
        <source>Make &amp;film</source>
        <translation>Tourner un &amp;film</translation>
    </message>
    <message>
        <source>&amp;Buy award</source>
        <translation>&amp;Acheter un prix</translation>
    </message>
    <message>
        <source>&amp;Outshine</source>
        <translation>É&amp;clipser</translation>
    </message>
    <message>
        <source>Use &amp;ability</source>
        <translation>Utiliser un &amp;pouvoir</translation>
    </message>
    <message>
        <source>&amp;Pass (respond with nothing)</source>
        <translation>Pass&amp;er (ne pas répondre)</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Fin du to&amp;ur</translation>
    </message>
    <message>
        <source>No hints in a table game: the app does not know the cards in the players' hands.</source>
        <translation>Pas de conseil dans une partie à la table : l’application ne connaît pas les cartes en main des joueurs.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>BEFORE WE START</source>
        <translation>AVANT DE COMMENCER</translation>
    </message>
    <message>
        <source>For adults only</source>
        <translation>Réservé aux adultes</translation>
    </message>
    <message>
        <source>Red Light is a card game for adults (18+). Please confirm that you are 18 or older.</source>
        <translation>Red Light est un jeu de cartes pour adultes (18+). Confirmez que vous avez au moins 18 ans.</translation>
    </message>
    <message>
        <source>I am 18 or older</source>
        <translation>J'ai au moins 18 ans</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>&amp;Game log</source>
        <translation>&amp;Journal de partie</translation>
    </message>
    <message>
        <source>Could not list saved games: {error}</source>
        <translation>Impossible de lister les parties enregistrées : {error}</translation>
    </message>
    <message>
        <source>{owner}'s {star} (psyche {psyche}, charisma {charisma}, fame {fame})</source>
        <translation>{star} de {owner} (psyché {psyche}, charisme {charisma}, célébrité {fame})</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>(does not count toward the four)</source>
        <translation>(ne compte pas pour les quatre)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>New &amp;table game…</source>
        <translation>Nouvelle partie sur &amp;table…</translation>
    </message>
    <message>
        <source>Play with &amp;phones…</source>
        <translation>Jouer avec des télé&amp;phones…</translation>
    </message>
    <message>
        <source>&amp;Start page (resume a game)</source>
        <translation>Page d'&amp;accueil (reprendre une partie)</translation>
    </message>
    <message>
        <source>Car&amp;d sets…</source>
        <translation>&amp;Jeux de cartes…</translation>
    </message>
    <message>
        <source>&amp;Look back at a game…</source>
        <translation>&amp;Revoir une partie…</translation>
    </message>
    <message>
        <source>Export lo&amp;g…</source>
        <translation>&amp;Exporter le journal…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>End by &amp;agreement…</source>
        <translation>Terminer d'un co&amp;mmun accord…</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Add a star</source>
        <translation>Ajouter une star</translation>
    </message>
    <message>
        <source>Add an event</source>
        <translation>Ajouter un événement</translation>
    </message>
    <message>
        <source>Add a film</source>
        <translation>Ajouter un film</translation>
    </message>
    <message>
        <source>Add an award</source>
        <translation>Ajouter un prix</translation>
    </message>
    <message>
        <source>Added a star: type its name.</source>
        <translation>Star ajoutée : saisissez son nom.</translation>
    </message>
    <message>
        <source>Added an event: type its name.</source>
        <translation>Événement ajouté : saisissez son nom.</translation>
    </message>
    <message>
        <source>Added a film: type its name.</source>
        <translation>Film ajouté : saisissez son nom.</translation>
    </message>
    <message>
        <source>Added an award: type its name.</source>
        <translation>Prix ajouté : saisissez son nom.</translation>
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
            <numerusform>{n} événement</numerusform>
            <numerusform>{n} événements</numerusform>
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
            <numerusform>{n} prix</numerusform>
            <numerusform>{n} prix</numerusform>
        </translation>
    </message>
    <message>
        <source>New set from &amp;scratch</source>
        <translation>Nouveau jeu à partir de &amp;rien</translation>
    </message>
    <message>
        <source>Start an empty card set</source>
        <translation>Commencer un jeu de cartes vide</translation>
    </message>
    <message>
        <source>&amp;Copy the demo set</source>
        <translation>&amp;Copier le jeu de démonstration</translation>
    </message>
    <message>
        <source>Start from a copy of the shipped demo set</source>
        <translation>Partir d'une copie du jeu de démonstration fourni</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>&amp;Importer un JSON…</translation>
    </message>
    <message>
        <source>Import a card set file</source>
        <translation>Importer un fichier de jeu de cartes</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>&amp;Exporter en JSON…</translation>
    </message>
    <message>
        <source>Export this card set to a file</source>
        <translation>Exporter ce jeu de cartes dans un fichier</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Store this set (a new version when it changed; stored sets are never overwritten)</source>
        <translation>Conserver ce jeu (une nouvelle version s'il a changé ; les jeux conservés ne sont jamais écrasés)</translation>
    </message>
    <message>
        <source>&amp;Use for new games</source>
        <translation>&amp;Utiliser pour les nouvelles parties</translation>
    </message>
    <message>
        <source>Save the set and use it for new games</source>
        <translation>Enregistrer le jeu et l'utiliser pour les nouvelles parties</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Annuler la dernière modification</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>&amp;Add card</source>
        <translation>&amp;Ajouter une carte</translation>
    </message>
    <message>
        <source>Add a card of the selected kind</source>
        <translation>Ajouter une carte du type choisi</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>Duplicate the selected card</source>
        <translation>Dupliquer la carte choisie</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected card</source>
        <translation>Supprimer la carte choisie</translation>
    </message>
    <message>
        <source>&amp;Find a card</source>
        <translation>&amp;Trouver une carte</translation>
    </message>
    <message>
        <source>Next &amp;problem</source>
        <translation>&amp;Problème suivant</translation>
    </message>
    <message>
        <source>Go to the next problem</source>
        <translation>Aller au problème suivant</translation>
    </message>
    <message>
        <source>Set &amp;name:</source>
        <translation>&amp;Nom du jeu :</translation>
    </message>
    <message>
        <source>The name of your box, e.g. “My box”</source>
        <translation>Le nom de votre boîte, par ex. « Ma boîte »</translation>
    </message>
    <message>
        <source>Award costs:</source>
        <translation>Coûts des prix :</translation>
    </message>
    <message>
        <source>Fame needed for a player's 1st, 2nd, 3rd and 4th award</source>
        <translation>Renommée nécessaire pour le 1er, 2e, 3e et 4e prix d'un joueur</translation>
    </message>
    <message>
        <source>Show card &amp;ids (advanced)</source>
        <translation>Afficher les &amp;identifiants (avancé)</translation>
    </message>
    <message>
        <source>Ids name cards in saved games and scenario files; the app makes them from the names.</source>
        <translation>Les identifiants désignent les cartes dans les parties enregistrées et les fichiers de scénario ; l'application les tire des noms.</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Ajouter une carte</translation>
    </message>
    <message>
        <source>Form of the card: {kind}</source>
        <translation>Fiche de la carte : {kind}</translation>
    </message>
    <message>
        <source>New set</source>
        <translation>Nouveau jeu</translation>
    </message>
    <message>
        <source>&amp;Open a stored set</source>
        <translation>&amp;Ouvrir un jeu conservé</translation>
    </message>
    <message>
        <source>Open stored</source>
        <translation>Ouvrir un jeu conservé</translation>
    </message>
    <message>
        <source>Open a card set kept in the store</source>
        <translation>Ouvrir un jeu de cartes conservé</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>Card set #{id} could not be opened: {error}</source>
        <translation>Le jeu de cartes n° {id} n'a pas pu être ouvert : {error}</translation>
    </message>
    <message>
        <source>A new, empty set: add at least one card of each kind.</source>
        <translation>Un nouveau jeu vide : ajoutez au moins une carte de chaque type.</translation>
    </message>
    <message>
        <source>The demo set could not be read</source>
        <translation>Le jeu de démonstration n'a pas pu être lu</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Copie de {name}</translation>
    </message>
    <message>
        <source>A copy of the demo set: change what your box has.</source>
        <translation>Une copie du jeu de démonstration : changez ce que contient votre boîte.</translation>
    </message>
    <message>
        <source>The card set could not be opened</source>
        <translation>Le jeu de cartes n'a pas pu être ouvert</translation>
    </message>
    <message>
        <source>The store cannot be read: {error}</source>
        <translation>Le stockage ne peut pas être lu : {error}</translation>
    </message>
    <message>
        <source>No card sets stored yet</source>
        <translation>Aucun jeu de cartes conservé pour l'instant</translation>
    </message>
    <message>
        <source>used for new games</source>
        <translation>utilisé pour les nouvelles parties</translation>
    </message>
    <message>
        <source>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</source>
        <translation>« {name} » supprimée. Annuler (Ctrl+Z) la rétablit.</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Aucun problème.</translation>
    </message>
    <message>
        <source>{n} different</source>
        <translation>{n} différentes</translation>
    </message>
    <message>
        <source>enough for 2 players</source>
        <translation>assez pour 2 joueurs</translation>
    </message>
    <message>
        <source>enough for 2 to {n} players</source>
        <translation>assez pour 2 à {n} joueurs</translation>
    </message>
    <message numerus="yes">
        <source>{n} more stars</source>
        <translation>
            <numerusform>{n} star de plus</numerusform>
            <numerusform>{n} stars de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} more events</source>
        <translation>
            <numerusform>{n} événement de plus</numerusform>
            <numerusform>{n} événements de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough for a game yet: 2 players need {cards}</source>
        <translation>pas encore assez pour une partie : 2 joueurs demandent {cards}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Your turn, turn {turn}.</source>
        <translation>À vous de jouer, tour {turn}.</translation>
    </message>
    <message>
        <source>{name}'s turn.</source>
        <translation>Au tour de {name}.</translation>
    </message>
    <message>
        <source>Game over: {why}</source>
        <translation>Partie terminée : {why}</translation>
    </message>
    <message>
        <source>You may respond: {what}. Play a reaction, or Pass ({key}).</source>
        <translation>Vous pouvez répondre : {what}. Jouez une réaction, ou passez ({key}).</translation>
    </message>
    <message>
        <source>{name} may respond: {what}.</source>
        <translation>{name} peut répondre : {what}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Rétabli.</translation>
    </message>
    <message>
        <source>New card set</source>
        <translation>Nouveau jeu de cartes</translation>
    </message>
    <message>
        <source>The set cannot be saved</source>
        <translation>Le jeu ne peut pas être enregistré</translation>
    </message>
    <message>
        <source>The set could not be saved</source>
        <translation>Le jeu n'a pas pu être enregistré</translation>
    </message>
    <message>
        <source>Saved as “{name}” (#{id}).</source>
        <translation>Enregistré sous « {name} » (#{id}).</translation>
    </message>
    <message>
        <source>Nothing new to store: this is “{name}” (#{id}).</source>
        <translation>Rien de nouveau à conserver : c'est « {name} » (#{id}).</translation>
    </message>
    <message>
        <source>…and {n} more; the problems list shows them all.</source>
        <translation>…et {n} de plus ; la liste des problèmes les montre tous.</translation>
    </message>
    <message numerus="yes">
        <source>Fix these {n} problems first:</source>
        <translation>
            <numerusform>Corrigez d'abord ce problème :</numerusform>
            <numerusform>Corrigez d'abord ces {n} problèmes :</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough cards for a game</source>
        <translation>Pas assez de cartes pour une partie</translation>
    </message>
    <message>
        <source>The set is stored, but a game needs at least 2 stars and 8 events (a star and 4 events for each player).</source>
        <translation>Le jeu est conservé, mais une partie demande au moins 2 stars et 8 événements (une star et 4 événements par joueur).</translation>
    </message>
    <message>
        <source>New games will use “{name}” (#{id}), for 2 to {n} players.</source>
        <translation>Les nouvelles parties utiliseront « {name} » (#{id}), pour 2 à {n} joueurs.</translation>
    </message>
    <message>
        <source>The file could not be read</source>
        <translation>Le fichier n'a pas pu être lu</translation>
    </message>
    <message>
        <source>The card set was not imported</source>
        <translation>Le jeu de cartes n'a pas été importé</translation>
    </message>
    <message>
        <source>“{file}” was not imported, and nothing was stored:</source>
        <translation>« {file} » n'a pas été importé, et rien n'a été conservé :</translation>
    </message>
    <message>
        <source>The card set could not be stored</source>
        <translation>Le jeu de cartes n'a pas pu être conservé</translation>
    </message>
    <message>
        <source>Imported “{file}” as “{name}” (#{id}).</source>
        <translation>« {file} » importé sous « {name} » (#{id}).</translation>
    </message>
    <message>
        <source>“{file}” was already stored as “{name}” (#{id}); opened it.</source>
        <translation>« {file} » était déjà conservé sous « {name} » (#{id}) ; ouvert.</translation>
    </message>
    <message>
        <source>The set cannot be exported</source>
        <translation>Le jeu ne peut pas être exporté</translation>
    </message>
    <message>
        <source>The file could not be written</source>
        <translation>Le fichier n'a pas pu être écrit</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Exporté vers {path}.</translation>
    </message>
    <message>
        <source>Import a card set</source>
        <translation>Importer un jeu de cartes</translation>
    </message>
    <message>
        <source>Card sets (*.json);;All files (*)</source>
        <translation>Jeux de cartes (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export the card set</source>
        <translation>Exporter le jeu de cartes</translation>
    </message>
    <message>
        <source>Card sets (*.json)</source>
        <translation>Jeux de cartes (*.json)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved.</source>
        <translation>« {name} » a des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>Ce jeu</translation>
    </message>
    <message>
        <source>Save them as a new version first?</source>
        <translation>Les enregistrer d'abord comme nouvelle version ?</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Jeux de cartes</translation>
    </message>
    <message numerus="yes">
        <source>used by {n} saved games</source>
        <translation>
            <numerusform>utilisé par {n} partie enregistrée</numerusform>
            <numerusform>utilisé par {n} parties enregistrées</numerusform>
        </translation>
    </message>
    <message>
        <source>Not stored yet</source>
        <translation>Pas encore conservé</translation>
    </message>
    <message>
        <source>Save (Ctrl+S) keeps it in the store</source>
        <translation>Enregistrer (Ctrl+S) le conserve</translation>
    </message>
    <message>
        <source>Changed since #{id} “{name}”</source>
        <translation>Modifié depuis #{id} « {name} »</translation>
    </message>
    <message>
        <source>saving makes a new version</source>
        <translation>enregistrer crée une nouvelle version</translation>
    </message>
    <message>
        <source>Stored as #{id} “{name}”</source>
        <translation>Conservé sous #{id} « {name} »</translation>
    </message>
    <message>
        <source>Stored sets are never changed: saving an edited set makes a new version, and saved games keep the version they were started with.</source>
        <translation>Les jeux conservés ne changent jamais : enregistrer un jeu modifié crée une nouvelle version, et les parties enregistrées gardent la version avec laquelle elles ont commencé.</translation>
    </message>
    <message>
        <source>&amp;Cancel selection / target</source>
        <translation>Annuler la sélection / c&amp;ible</translation>
    </message>
    <message>
        <source>Select your &amp;star</source>
        <translation>Choisir votre &amp;star</translation>
    </message>
    <message>
        <source>Star or target {n}</source>
        <translation>Star ou cible {n}</translation>
    </message>
    <message>
        <source>Play a ca&amp;rd from your hand</source>
        <translation>Jouer une carte de votre &amp;main</translation>
    </message>
    <message>
        <source>Card {n}</source>
        <translation>Carte {n}</translation>
    </message>
    <message>
        <source>Play an any-time event out of &amp;turn</source>
        <translation>Jouer un événement « à tout moment » &amp;hors de son tour</translation>
    </message>
    <message>
        <source>Out of turn: next human player</source>
        <translation>Hors de son tour : joueur humain suivant</translation>
    </message>
    <message>
        <source>Look through the &amp;discard pile</source>
        <translation>Parcourir la &amp;défausse</translation>
    </message>
    <message>
        <source>&amp;Hint: what would a good player do?</source>
        <translation>Co&amp;nseil : que ferait un bon joueur ?</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Search the rules</source>
        <translation>&amp;Chercher dans les règles</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Suivre le &amp;système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Som&amp;bre</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Undo: {entry}</source>
        <translation>Annuler : {entry}</translation>
    </message>
    <message>
        <source>&amp;Undo: {entry}</source>
        <translation>&amp;Annuler : {entry}</translation>
    </message>
    <message>
        <source>player · any of her owner's stars, hand or awards is targeted</source>
        <translation>joueur · une star, la main ou les récompenses de sa propriétaire sont visées</translation>
    </message>
    <message>
        <source>star · only when she herself is targeted</source>
        <translation>star · seulement quand elle-même est visée</translation>
    </message>
    <message>
        <source>green · psyche</source>
        <translation>vert · psyché</translation>
    </message>
    <message>
        <source>red · charisma</source>
        <translation>rouge · charisme</translation>
    </message>
    <message>
        <source>blue · fame</source>
        <translation>bleu · renommée</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <source>silver · negative</source>
        <translation>argent · négatif</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Passive</source>
        <translation>Passif</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <source>Fame for the {ordinal} award</source>
        <translation>Renommée pour le {ordinal} prix</translation>
    </message>
    <message>
        <source>Fame needed for a player's {ordinal} award</source>
        <translation>Renommée nécessaire pour le {ordinal} prix d'un joueur</translation>
    </message>
    <message>
        <source>The name printed on the card</source>
        <translation>Le nom imprimé sur la carte</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>An id holds at most {limit} characters; the rest was left out.</source>
        <translation>Un identifiant compte au plus {limit} caractères ; le reste a été laissé de côté.</translation>
    </message>
    <message>
        <source>Unique in the set. Games, logs and scenarios name cards by id; the 2nd copy of a card is ID#2, and so on.</source>
        <translation>Unique dans le jeu. Parties, journaux et scénarios désignent les cartes par identifiant ; la 2e copie d'une carte est ID#2, et ainsi de suite.</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Identifiant :</translation>
    </message>
    <message>
        <source>The number of copies</source>
        <comment>number field as a subject</comment>
        <translation>Le nombre de copies</translation>
    </message>
    <message>
        <source>How many of this card the box holds ({low} to {high})</source>
        <translation>Combien d'exemplaires de cette carte la boîte contient (de {low} à {high})</translation>
    </message>
    <message>
        <source>C&amp;opies:</source>
        <translation>&amp;Copies :</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Texte de la carte</translation>
    </message>
    <message>
        <source>The card's words (shown in the game and the log)</source>
        <translation>Les mots de la carte (affichés dans la partie et le journal)</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Texte :</translation>
    </message>
    <message numerus="yes">
        <source>{n} copies</source>
        <translation>
            <numerusform>{n} copie</numerusform>
            <numerusform>{n} copies</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} copies: {ids}</source>
        <translation>{n} copies : {ids}</translation>
    </message>
    <message numerus="yes">
        <source>{n} problems on this card</source>
        <translation>
            <numerusform>{n} problème sur cette carte</numerusform>
            <numerusform>{n} problèmes sur cette carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>Psyche</source>
        <comment>number field as a subject</comment>
        <translation>La psyché</translation>
    </message>
    <message>
        <source>Charisma</source>
        <comment>number field as a subject</comment>
        <translation>Le charisme</translation>
    </message>
    <message>
        <source>Fame</source>
        <comment>number field as a subject</comment>
        <translation>La renommée</translation>
    </message>
    <message>
        <source>&amp;Psyche:</source>
        <translation>&amp;Psyché :</translation>
    </message>
    <message>
        <source>C&amp;harisma:</source>
        <translation>C&amp;harisme :</translation>
    </message>
    <message>
        <source>&amp;Fame:</source>
        <translation>&amp;Renommée :</translation>
    </message>
    <message>
        <source>The rulebook's psyche and charisma come in tens (50, 100); fame is the number of stars printed on the card.</source>
        <translation>Dans le livret, psyché et charisme vont par dizaines (50, 100) ; la renommée est le nombre d'étoiles imprimées sur la carte.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>Effect:</source>
        <translation>Effet :</translation>
    </message>
    <message>
        <source>When a reaction ability is offered in its owner's response window</source>
        <translation>Quand une capacité de réaction est proposée dans la fenêtre de réponse de son propriétaire</translation>
    </message>
    <message>
        <source>&amp;Answers:</source>
        <translation>&amp;Répond à :</translation>
    </message>
    <message>
        <source>What the ability says</source>
        <translation>Ce que dit le pouvoir</translation>
    </message>
    <message>
        <source>Ability te&amp;xt:</source>
        <translation>Te&amp;xte du pouvoir :</translation>
    </message>
    <message>
        <source>P&amp;layed:</source>
        <translation>J&amp;ouée :</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>&amp;Effect:</source>
        <translation>&amp;Effet :</translation>
    </message>
    <message>
        <source>Targets are chosen by the player when the card is played. Protecting and cancelling work only as reactions.</source>
        <translation>Les cibles sont choisies par le joueur quand la carte est jouée. Protéger et annuler ne marchent qu'en réaction.</translation>
    </message>
    <message>
        <source>Co&amp;lour:</source>
        <translation>Cou&amp;leur :</translation>
    </message>
    <message>
        <source>The bonus</source>
        <comment>number field as a subject</comment>
        <translation>Le bonus</translation>
    </message>
    <message>
        <source>&amp;Bonus:</source>
        <translation>&amp;Bonus :</translation>
    </message>
    <message>
        <source>The fame required</source>
        <comment>number field as a subject</comment>
        <translation>La renommée requise</translation>
    </message>
    <message>
        <source>Fame &amp;required:</source>
        <translation>Renommée &amp;requise :</translation>
    </message>
    <message>
        <source>The bonus is added to the value of the film's colour; the fame required is what it takes to make the film.</source>
        <translation>Le bonus s'ajoute à la valeur de la couleur du film ; la renommée requise est ce qu'il faut pour tourner le film.</translation>
    </message>
    <message>
        <source>F&amp;rame:</source>
        <translation>Cad&amp;re :</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Its own cost row</source>
        <translation>Sa propre ligne de coûts</translation>
    </message>
    <message>
        <source>Costs:</source>
        <translation>Coûts :</translation>
    </message>
    <message>
        <source>Revealed when drawn</source>
        <translation>Révélé quand il est pioché</translation>
    </message>
    <message>
        <source>Counts toward the four that win</source>
        <translation>Compte pour les quatre de la victoire</translation>
    </message>
    <message>
        <source>What the award does when played from hand or revealed; none for most awards.</source>
        <translation>Ce que fait le prix joué de la main ou révélé ; rien pour la plupart des prix.</translation>
    </message>
    <message>
        <source>Fame needed for a player's 1st to 4th award when this is the one bought.</source>
        <translation>Renommée nécessaire pour le 1er au 4e prix d'un joueur quand c'est celui-ci qui est acheté.</translation>
    </message>
    <message>
        <source>Uses the set's award costs ({costs}).</source>
        <translation>Utilise les coûts des prix du jeu ({costs}).</translation>
    </message>
    <message>
        <source>Select a card on the left, or add one with &lt;b&gt;Add card&lt;/b&gt; (Ctrl+N);&lt;br&gt;the arrow beside it picks the kind.</source>
        <translation>Choisissez une carte à gauche, ou ajoutez-en une avec &lt;b&gt;Ajouter une carte&lt;/b&gt; (Ctrl+N) ;&lt;br&gt;la flèche à côté choisit le type.</translation>
    </message>
    <message>
        <source>A companion for the card game Red Light: rules, saved games and digital play.</source>
        <translation>Un compagnon pour le jeu de cartes Red Light : règles, parties enregistrées et jeu numérique.</translation>
    </message>
    <message>
        <source>The saved games cannot be written here, so they can only be viewed.</source>
        <translation>Les parties enregistrées ne peuvent pas être écrites ici : elles peuvent seulement être regardées.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>La partie ne peut pas commencer</translation>
    </message>
    <message>
        <source>Close the game and set up a new one?</source>
        <translation>Fermer la partie et en préparer une nouvelle ?</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game?</source>
        <translation>Une partie est ouverte. Elle est enregistrée : vous pourrez la reprendre depuis la page d'accueil. La fermer et préparer une nouvelle partie ?</translation>
    </message>
    <message>
        <source>The game cannot be resumed</source>
        <translation>La partie ne peut pas être reprise</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Supprimer la partie</translation>
    </message>
    <message>
        <source>Delete this saved game for good?</source>
        <translation>Supprimer définitivement cette partie enregistrée ?</translation>
    </message>
    <message>
        <source>{giver} is still choosing an award to give back: if the game closes now, the move that asked for it is not made.</source>
        <translation>{giver} choisit encore un prix à rendre : si la partie se ferme maintenant, le coup qui l’a demandé n’est pas joué.</translation>
    </message>
    <message>
        <source>{giver} is still choosing an award to give back, so {player}'s {card} is not played yet: if the game closes now, the card goes back to {player}'s hand.</source>
        <translation>{giver} choisit encore un prix à rendre, donc {card} de {player} n’est pas encore joué : si la partie se ferme maintenant, la carte retourne dans la main de {player}.</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Fermer la partie</translation>
    </message>
    <message>
        <source>Close the game anyway?</source>
        <translation>Fermer la partie quand même ?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Quit anyway?</source>
        <translation>Quitter quand même ?</translation>
    </message>
    <message>
        <source>End by agreement</source>
        <translation>Fin d'un commun accord</translation>
    </message>
    <message>
        <source>Do all players agree to end the game now, with no winner?</source>
        <translation>Tous les joueurs sont-ils d'accord pour terminer la partie maintenant, sans vainqueur ?</translation>
    </message>
    <message numerus="yes">
        <source>Autosaved · {count} moves</source>
        <translation>
            <numerusform>Enregistré · {count} coup</numerusform>
            <numerusform>Enregistré · {count} coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not saved · {count} moves</source>
        <translation>
            <numerusform>Non enregistré · {count} coup</numerusform>
            <numerusform>Non enregistré · {count} coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>The move is not shown as made until it is saved. Continue without saving plays on, but nothing from now on is kept when you quit.</source>
        <translation>Le coup n'est montré comme joué qu'une fois enregistré. Continuer sans enregistrer poursuit la partie, mais plus rien à partir de maintenant n'est conservé quand vous quittez.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Continue &amp;without saving</source>
        <translation>Continuer &amp;sans enregistrer</translation>
    </message>
    <message>
        <source>{player}'s {card}</source>
        <translation>{card} de {player}</translation>
    </message>
    <message>
        <source>{name} gives back an award of their choice.</source>
        <translation>{name} rend un prix de son choix.</translation>
    </message>
    <message>
        <source>{name} revealed an award and chooses its target.</source>
        <translation>{name} a révélé un prix et en choisit la cible.</translation>
    </message>
    <message>
        <source>{name} may respond: it is their turn to answer.</source>
        <translation>{name} peut répondre : c'est à son tour de répondre.</translation>
    </message>
    <message>
        <source>{name} asked to play an any-time event during the turn of {active}.</source>
        <translation>{name} a demandé à jouer un événement à tout moment pendant le tour de {active}.</translation>
    </message>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>C'est au tour de {name}.</translation>
    </message>
    <message>
        <source>HOT SEAT</source>
        <translation>CHACUN SON TOUR</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Passez à {name}</translation>
    </message>
    <message>
        <source>Everyone else, look away: {name}'s hand will be shown.</source>
        <translation>Tous les autres, détournez les yeux : la main de {name} va s'afficher.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Je suis {name} : montrer ma main</translation>
    </message>
    <message>
        <source>{name}, out of turn: play an any-time event from your hand, or press Done (Esc) to hand back.</source>
        <translation>{name}, hors de son tour : jouez un événement « à tout moment » de votre main, ou appuyez sur Terminé (Échap) pour rendre la main.</translation>
    </message>
    <message>
        <source>The final table. Esc goes back to the result.</source>
        <translation>La table en fin de partie. Échap ramène au résultat.</translation>
    </message>
    <message>
        <source>The result: {title}</source>
        <translation>Le résultat : {title}</translation>
    </message>
    <message>
        <source>as {name}</source>
        <translation>en tant que {name}</translation>
    </message>
    <message>
        <source>(only between two human players, with no window open)</source>
        <translation>(seulement entre deux joueurs humains, sans fenêtre ouverte)</translation>
    </message>
    <message>
        <source>Not possible: {reason}</source>
        <translation>Impossible : {reason}</translation>
    </message>
    <message>
        <source>A hint is for the human player who must act now.</source>
        <translation>Le conseil est destiné au joueur humain qui doit agir maintenant.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d'un conseil…</translation>
    </message>
    <message>
        <source>Keep your cards for now.</source>
        <translation>Gardez vos cartes pour l'instant.</translation>
    </message>
    <message>
        <source>Buy an award with {stars}.</source>
        <translation>Achetez un prix avec {stars}.</translation>
    </message>
    <message>
        <source>Make a film with {stars}; it goes to {star}.</source>
        <translation>Tournez un film avec {stars} ; il va à {star}.</translation>
    </message>
    <message>
        <source>Outshine {target} with {star}.</source>
        <translation>Éclipsez {target} avec {star}.</translation>
    </message>
    <message>
        <source>Use the ability of {star}.</source>
        <translation>Utilisez le pouvoir de {star}.</translation>
    </message>
    <message>
        <source>Play your award {card} for its effect.</source>
        <translation>Jouez votre prix {card} pour son effet.</translation>
    </message>
    <message>
        <source>Play {card}.</source>
        <translation>Jouez {card}.</translation>
    </message>
    <message>
        <source>Pass: let it resolve.</source>
        <translation>Passez : laissez-le se résoudre.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Terminez votre tour.</translation>
    </message>
    <message>
        <source>Target: {target}.</source>
        <translation>Cible : {target}.</translation>
    </message>
    <message>
        <source>Against {player}.</source>
        <translation>Contre {player}.</translation>
    </message>
    <message>
        <source>It can be your fourth award, and four awards win.</source>
        <translation>Ce peut être votre quatrième prix, et quatre prix gagnent.</translation>
    </message>
    <message>
        <source>It brings you an award closer to the four that win (you hold {count}).</source>
        <translation>Il vous rapproche d'un prix des quatre qui gagnent (vous en avez {count}).</translation>
    </message>
    <message>
        <source>{star} gets a film, and a film makes a star stronger.</source>
        <translation>{star} reçoit un film, et un film rend une star plus forte.</translation>
    </message>
    <message>
        <source>It removes {player}'s only star on the table, {star}.</source>
        <translation>Il retire à {player} sa seule star sur la table, {star}.</translation>
    </message>
    <message>
        <source>It removes {player}'s strongest star, {star} (fame {fame}).</source>
        <translation>Il retire à {player} sa star la plus forte, {star} (renommée {fame}).</translation>
    </message>
    <message>
        <source>It removes {player}'s {star} (fame {fame}).</source>
        <translation>Il retire {star} à {player} (renommée {fame}).</translation>
    </message>
    <message>
        <source>Her films ({count}) leave the table with her.</source>
        <translation>Ses films ({count}) quittent la table avec elle.</translation>
    </message>
    <message>
        <source>Choose the target</source>
        <translation>Choisir la cible</translation>
    </message>
    <message>
        <source>{name}, you revealed the award {award}. It takes effect now and is then shuffled back into the award deck.</source>
        <translation>{name}, vous avez révélé le prix {award}. Il prend effet maintenant, puis il est remélangé dans la pioche des prix.</translation>
    </message>
    <message>
        <source>Its effect: {text}</source>
        <translation>Son effet : {text}</translation>
    </message>
    <message>
        <source>Choose its target:</source>
        <translation>Choisissez sa cible :</translation>
    </message>
    <message>
        <source>Aim {award} at {target}</source>
        <translation>Viser {target} avec {award}</translation>
    </message>
    <message>
        <source>Choose the target of {award}</source>
        <translation>Choisir la cible de {award}</translation>
    </message>
    <message>
        <source>You keep your reactions for a better moment.</source>
        <translation>Vous gardez vos réactions pour un meilleur moment.</translation>
    </message>
    <message>
        <source>Nothing else you can do now scores better.</source>
        <translation>Rien d'autre que vous puissiez faire maintenant ne rapporte plus.</translation>
    </message>
    <message>
        <source>Holding back scores best right now.</source>
        <translation>Attendre est le meilleur choix pour l'instant.</translation>
    </message>
    <message>
        <source>No hint this time: {error}</source>
        <translation>Pas de conseil cette fois : {error}</translation>
    </message>
    <message>
        <source>Hint: {move} Estimated win chance after it: {chance}%.</source>
        <translation>Conseil : {move} Chance de victoire estimée ensuite : {chance} %.</translation>
    </message>
    <message>
        <source>{hint} Why: {reason}</source>
        <translation>{hint} Pourquoi ? {reason}</translation>
    </message>
    <message>
        <source>Games played now are not saved.</source>
        <translation>Les parties jouées maintenant ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>A journal file beside the saved games was not their own; both were moved to {path} (nothing was deleted) and the saved games go on as they were before it.</source>
        <translation>Un fichier journal à côté des parties enregistrées ne leur appartenait pas ; les deux ont été déplacés vers {path} (rien n'a été supprimé) et les parties enregistrées reprennent telles qu'elles étaient avant lui.</translation>
    </message>
    <message>
        <source>The saved-games file could not be read and was moved aside to {path}; a new one was started.</source>
        <translation>Le fichier des parties enregistrées était illisible et a été déplacé vers {path} ; un nouveau a été créé.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Une autre copie de Red Light Companion utilise les parties enregistrées dans {folder}. Fermez-la d’abord, ou lancez celle-ci avec --data-dir pointant vers un autre dossier.</translation>
    </message>
    <message>
        <source>The saved games in {folder} were written by a newer version of Red Light Companion and were left untouched. Update the app, or start it with --data-dir pointing at another folder.</source>
        <translation>Les parties enregistrées dans {folder} ont été écrites par une version plus récente de Red Light Companion et n'ont pas été modifiées. Mettez l'application à jour, ou lancez-la avec --data-dir pointant vers un autre dossier.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing will be saved there: its saved games can be viewed (replayed) but not continued.</source>
        <translation>Le dossier de données {folder} est en lecture seule, rien n’y sera donc enregistré : ses parties enregistrées peuvent être regardées (rejouées) mais pas poursuivies.</translation>
    </message>
    <message>
        <source>The saved games file {folder} is read-only, so nothing will be saved to it: its saved games can be viewed (replayed) but not continued.</source>
        <translation>Le fichier des parties enregistrées {folder} est en lecture seule, rien n’y sera donc enregistré : ses parties peuvent être regardées (rejouées) mais pas poursuivies.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing will be saved there, and its saved games cannot be shown:</source>
        <translation>Le dossier de données {folder} est en lecture seule, rien n’y sera donc enregistré, et ses parties enregistrées ne peuvent pas être affichées :</translation>
    </message>
    <message>
        <source>The saved games file in {folder} is read-only, so nothing will be saved to it, and its saved games cannot be shown:</source>
        <translation>Le fichier des parties enregistrées dans {folder} est en lecture seule, rien n’y sera donc enregistré, et ses parties ne peuvent pas être affichées :</translation>
    </message>
    <message>
        <source>they were written by a newer version of Red Light Companion; open them with that version.</source>
        <translation>elles ont été écrites par une version plus récente de Red Light Companion ; ouvrez-les avec cette version.</translation>
    </message>
    <message>
        <source>the file cannot be read as it is (it is damaged, from an older version, or has another file's journal beside it), and setting it right would write to it. Copy the folder to one you may write to, and start with --data-dir pointing at the copy.</source>
        <translation>le fichier ne peut pas être lu tel quel (il est endommagé, vient d’une version plus ancienne ou le journal d’un autre fichier est à côté), et le remettre en état reviendrait à y écrire. Copiez le dossier dans un dossier où vous pouvez écrire, et lancez l’application avec --data-dir pointant vers la copie.</translation>
    </message>
    <message>
        <source>Make film</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Buy award</source>
        <translation>Acheter un prix</translation>
    </message>
    <message>
        <source>B</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Outshine</source>
        <translation>Éclipser</translation>
    </message>
    <message>
        <source>O</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Esc closes this note.</source>
        <translation>Échap ferme cette note.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Pouvoir</translation>
    </message>
    <message>
        <source>A</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>P</source>
        <translation>S</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>E</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Back to the result</source>
        <translation>Retour au résultat</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Touche : {key}</translation>
    </message>
    <message>
        <source>+{count} more</source>
        <translation>+{count} autres</translation>
    </message>
    <message>
        <source>Why this is not possible</source>
        <translation>Pourquoi ce n'est pas possible</translation>
    </message>
    <message>
        <source>Clear the name</source>
        <translation>Effacer le nom</translation>
    </message>
    <message>
        <source>An event (Ctrl+E)</source>
        <translation>Un événement (Ctrl+E)</translation>
    </message>
    <message>
        <source>Drew an event, kept secret</source>
        <translation>A pioché un événement, gardé secret</translation>
    </message>
    <message>
        <source>nothing matches “{typed}”</source>
        <translation>rien ne correspond à « {typed} »</translation>
    </message>
    <message>
        <source>Fame on the top film's back:</source>
        <translation>Renommée au dos du film du dessus :</translation>
    </message>
    <message>
        <source>Fame printed on the top film's back</source>
        <translation>Renommée imprimée au dos du film du dessus</translation>
    </message>
    <message>
        <source>Type the number printed on the back of the top film, then Enter or Set. A question mark: not entered yet.</source>
        <translation>Tapez le nombre imprimé au dos du film du dessus, puis Entrée ou Valider. Un point d’interrogation : pas encore saisi.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Enter the fame on the top film's back</source>
        <translation>Saisir la renommée au dos du film du dessus</translation>
    </message>
    <message>
        <source>End the stalled showdown</source>
        <translation>Terminer la confrontation au point mort</translation>
    </message>
    <message>
        <source>End the showdown that stood still: the players still in share the win</source>
        <translation>Terminer la confrontation au point mort : les joueurs encore en jeu partagent la victoire</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Export the game to a file</source>
        <translation>Exporter la partie dans un fichier</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <source>Top film: fame {fame} entered</source>
        <translation>Film du dessus : renommée {fame} saisie</translation>
    </message>
    <message>
        <source>Change</source>
        <comment>the fame entered for the top film</comment>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Change the fame entered for the top film's back</source>
        <translation>Modifier la renommée saisie pour le dos du film du dessus</translation>
    </message>
    <message>
        <source>Not possible:</source>
        <translation>Impossible :</translation>
    </message>
    <message>
        <source>Not possible now: {reason}</source>
        <translation>Impossible maintenant : {reason}</translation>
    </message>
    <message>
        <source>rule {id}</source>
        <translation>règle {id}</translation>
    </message>
    <message>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <source>award</source>
        <translation>prix</translation>
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
        <translation>La table</translation>
    </message>
    <message>
        <source>Table game · saved entries: {count}</source>
        <translation>Partie à la table · entrées enregistrées : {count}</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Mode table</translation>
    </message>
    <message>
        <source>Follow a game played with real cards. Keys: E ends the turn, P passes, Esc cancels; other letters start a card's name.</source>
        <translation>Suivre une partie jouée avec de vraies cartes. Touches : E finit le tour, P passe, Échap annule ; les autres lettres commencent le nom d'une carte.</translation>
    </message>
    <message>
        <source>{star}'s ability (A)</source>
        <translation>Capacité de {star} (A)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}.</source>
        <translation>Partie terminée. Victoire : {names}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {award} was revealed (A5). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} pioche {count} carte de plus : {award} a été révélé (A5). Saisissez la star sortie, ou un événement.</numerusform>
            <numerusform>{name} pioche {count} cartes de plus : {award} a été révélé (A5). Saisissez la star sortie, ou un événement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {award} was played from the hand (E4). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} pioche {count} carte de plus : {award} a été joué depuis la main (E4). Saisissez la star sortie, ou un événement.</numerusform>
            <numerusform>{name} pioche {count} cartes de plus : {award} a été joué depuis la main (E4). Saisissez la star sortie, ou un événement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {star}'s ability was used ({rule}). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} pioche {count} carte de plus : le pouvoir de {star} a été utilisé ({rule}). Saisissez la star sortie, ou un événement.</numerusform>
            <numerusform>{name} pioche {count} cartes de plus : le pouvoir de {star} a été utilisé ({rule}). Saisissez la star sortie, ou un événement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws {count} more card(s): {event} was played ({rule}). Enter the star that came out, or an event.</source>
        <translation>
            <numerusform>{name} pioche {count} carte de plus : {event} a été joué ({rule}). Saisissez la star sortie, ou un événement.</numerusform>
            <numerusform>{name} pioche {count} cartes de plus : {event} a été joué ({rule}). Saisissez la star sortie, ou un événement.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} drew… ({count} to enter): the star that came out, or an event</source>
        <translation>{name} a pioché… ({count} à saisir) : la star sortie, ou un événement</translation>
    </message>
    <message>
        <source>Star name…</source>
        <translation>Nom de la star…</translation>
    </message>
    <message>
        <source>Which award does {name} give back?</source>
        <translation>Quel prix {name} rend-il ?</translation>
    </message>
    <message>
        <source>Which film came up?</source>
        <translation>Quel film est sorti ?</translation>
    </message>
    <message>
        <source>Which award came up?</source>
        <translation>Quel prix est sorti ?</translation>
    </message>
    <message>
        <source>Card name…</source>
        <translation>Nom de la carte…</translation>
    </message>
    <message>
        <source>{name} revealed {award} ({effect}). Which target did they choose?</source>
        <translation>{name} a révélé {award} ({effect}). Quelle cible a été choisie ?</translation>
    </message>
    <message>
        <source>Target…</source>
        <translation>Cible…</translation>
    </message>
    <message>
        <source>Reaction played…</source>
        <translation>Réaction jouée…</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {stars} selected. Tap what they did, or a highlighted rival to outshine.</source>
        <translation>
            <numerusform>{name} : {stars} choisie. Touchez ce qu'elle a fait, ou une rivale en surbrillance à éclipser.</numerusform>
            <numerusform>{name} : {stars} choisies. Touchez ce qu'elles ont fait, ou une rivale en surbrillance à éclipser.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}'s turn: tap their stars on the table, then what they did.</source>
        <translation>Au tour de {name} : touchez ses stars sur la table, puis ce qu'elles ont fait.</translation>
    </message>
    <message>
        <source>Out of turn: tap a player's name, then what they played.</source>
        <translation>Hors de son tour : touchez le nom d’un joueur, puis ce qu’il a joué.</translation>
    </message>
    <message>
        <source>Event played…</source>
        <translation>Événement joué…</translation>
    </message>
    <message>
        <source>Type a few letters of the card's name, then Enter.</source>
        <translation>Tapez quelques lettres du nom de la carte, puis Entrée.</translation>
    </message>
    <message>
        <source>No unseen film needs fame {fame}, as entered for the top film: every unseen film is offered. Check the fame on its back.</source>
        <translation>Aucun film non vu ne demande la renommée {fame} saisie pour le film du dessus : tous les films non vus sont proposés. Vérifiez la renommée indiquée au dos.</translation>
    </message>
    <message>
        <source>Adjust {name}…</source>
        <translation>Corriger {name}…</translation>
    </message>
    <message>
        <source>Adjust…</source>
        <translation>Ajuster…</translation>
    </message>
    <message>
        <source>No star is left unseen: the card drawn was an event.</source>
        <translation>Aucune star n’est restée inconnue : la carte piochée était un événement.</translation>
    </message>
    <message>
        <source>Drew the star:</source>
        <translation>A pioché la star :</translation>
    </message>
    <message>
        <source>{owner}'s {star}</source>
        <translation>{star} de {owner}</translation>
    </message>
    <message>
        <source>Aimed at:</source>
        <translation>Visé :</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>réaction</translation>
    </message>
    <message>
        <source>{star}'s reaction ability</source>
        <translation>Capacité de réaction de {star}</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Joué :</translation>
    </message>
    <message>
        <source>award from hand</source>
        <translation>prix de la main</translation>
    </message>
    <message>
        <source>{name} played, out of turn:</source>
        <translation>{name} a joué, hors de son tour :</translation>
    </message>
    <message>
        <source>Played an event:</source>
        <translation>A joué un événement :</translation>
    </message>
    <message>
        <source>Made the film:</source>
        <translation>A tourné le film :</translation>
    </message>
    <message>
        <source>Bought the award:</source>
        <translation>A acheté le prix :</translation>
    </message>
    <message>
        <source>These stars can take no film or award now.</source>
        <translation>Ces stars ne peuvent prendre ni film ni prix maintenant.</translation>
    </message>
    <message>
        <source>Select the stars first (number keys or a tap on their cards).</source>
        <translation>Choisissez d'abord les stars (touches numériques ou en touchant leurs cartes).</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Red Light games (*.json)</source>
        <translation>Parties Red Light (*.json)</translation>
    </message>
    <message>
        <source>The game could not be exported: {error}</source>
        <translation>La partie n'a pas pu être exportée : {error}</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>passif</translation>
    </message>
    <message>
        <source>{name}: psyche {psyche}, charisma {charisma}, fame {fame}</source>
        <translation>{name} : psyché {psyche}, charisme {charisma}, renommée {fame}</translation>
    </message>
    <message>
        <source>, used</source>
        <translation>, utilisée</translation>
    </message>
    <message>
        <source>, selected</source>
        <translation>, sélectionnée</translation>
    </message>
    <message>
        <source>film {name}: +{bonus} {stat}</source>
        <translation>film {name} : +{bonus} {stat}</translation>
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
        <translation>UTILISÉE</translation>
    </message>
    <message>
        <source>, not playable now</source>
        <translation>, non jouable maintenant</translation>
    </message>
    <message>
        <source>AWARD</source>
        <translation>PRIX</translation>
    </message>
    <message>
        <source>SILVER AWARD</source>
        <translation>PRIX D'ARGENT</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(sans texte)</translation>
    </message>
    <message>
        <source>Awards toward the win, turn by turn</source>
        <translation>Prix comptant pour la victoire, tour par tour</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {count} awards toward the win at the end</source>
        <translation>
            <numerusform>{name} : {count} prix comptant pour la victoire à la fin</numerusform>
            <numerusform>{name} : {count} prix comptant pour la victoire à la fin</numerusform>
        </translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Piocher des cartes</translation>
    </message>
    <message>
        <source>Take the top film</source>
        <translation>Prendre le film du dessus</translation>
    </message>
    <message>
        <source>Take the top award</source>
        <translation>Prendre le prix du dessus</translation>
    </message>
    <message>
        <source>Buy one more award this turn</source>
        <translation>Acheter un prix de plus ce tour-ci</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>Modifier une valeur</translation>
    </message>
    <message>
        <source>Make a used star ready again</source>
        <translation>Rendre de nouveau prête une star utilisée</translation>
    </message>
    <message>
        <source>Discard a star</source>
        <translation>Défausser une star</translation>
    </message>
    <message>
        <source>Steal a film</source>
        <translation>Voler un film</translation>
    </message>
    <message>
        <source>Make a player give back an award</source>
        <translation>Faire rendre un prix à un joueur</translation>
    </message>
    <message>
        <source>Make a player discard at random</source>
        <translation>Faire défausser un joueur au hasard</translation>
    </message>
    <message>
        <source>Steal a random event</source>
        <translation>Voler un événement au hasard</translation>
    </message>
    <message>
        <source>Skip a player's next turn</source>
        <translation>Faire passer le prochain tour d'un joueur</translation>
    </message>
    <message>
        <source>Protect: cancel what targets you</source>
        <translation>Protéger : annuler ce qui vous vise</translation>
    </message>
    <message>
        <source>Cancel the event</source>
        <translation>Annuler l'événement</translation>
    </message>
    <message>
        <source>Several steps, in order</source>
        <translation>Plusieurs étapes, dans l'ordre</translation>
    </message>
    <message>
        <source>Settled by the players (no automation)</source>
        <translation>Réglé par les joueurs (sans automatisme)</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Lasts</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>psyché</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>charisme</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>renommée</translation>
    </message>
    <message>
        <source>until the end of the turn</source>
        <translation>jusqu'à la fin du tour</translation>
    </message>
    <message>
        <source>What the effect does</source>
        <translation>Ce que fait l'effet</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— aucun —</translation>
    </message>
    <message>
        <source>+ Add a step</source>
        <translation>+ Ajouter une étape</translation>
    </message>
    <message>
        <source>{verb} (unknown)</source>
        <translation>{verb} (inconnu)</translation>
    </message>
    <message>
        <source>The count</source>
        <comment>number field as a subject</comment>
        <translation>Le nombre</translation>
    </message>
    <message>
        <source>The amount</source>
        <comment>number field as a subject</comment>
        <translation>Le montant</translation>
    </message>
    <message>
        <source>Added to the value: negative lowers it</source>
        <translation>Ajouté à la valeur : un nombre négatif la baisse</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— choisir —</translation>
    </message>
    <message>
        <source>Step {number}</source>
        <translation>Étape {number}</translation>
    </message>
    <message>
        <source>Move this step up</source>
        <translation>Monter cette étape</translation>
    </message>
    <message>
        <source>Move this step down</source>
        <translation>Descendre cette étape</translation>
    </message>
    <message>
        <source>Remove this step</source>
        <translation>Retirer cette étape</translation>
    </message>
    <message>
        <source>the top award's row is {row}</source>
        <translation>la ligne du prix du dessus est {row}</translation>
    </message>
    <message>
        <source>this card set's row is {row}</source>
        <translation>la ligne de ce jeu de cartes est {row}</translation>
    </message>
    <message>
        <source>YOUR TURN</source>
        <translation>VOTRE TOUR</translation>
    </message>
    <message>
        <source>ANY TIME</source>
        <translation>À TOUT MOMENT</translation>
    </message>
    <message>
        <source>REACTION</source>
        <translation>RÉACTION</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>ACTION</translation>
    </message>
    <message>
        <source>PASSIVE</source>
        <translation>PASSIF</translation>
    </message>
    <message>
        <source>not counting toward the four</source>
        <translation>comme ne comptant pas pour les quatre</translation>
    </message>
    <message>
        <source>Always ask for reactions</source>
        <translation>Toujours demander les réactions</translation>
    </message>
    <message>
        <source>this star</source>
        <translation>cette star</translation>
    </message>
    <message>
        <source>her player</source>
        <translation>son joueur</translation>
    </message>
    <message>
        <source>four awards in hand</source>
        <translation>quatre prix en main</translation>
    </message>
    <message>
        <source>the last player left in the final showdown</source>
        <translation>le dernier joueur restant dans l'épreuve finale</translation>
    </message>
    <message>
        <source>the showdown stood still for a whole round</source>
        <translation>la confrontation finale est restée figée pendant un tour complet</translation>
    </message>
    <message>
        <source>the players agreed to end the game</source>
        <translation>les joueurs ont décidé ensemble de terminer la partie</translation>
    </message>
    <message>
        <source>the turn limit was reached</source>
        <translation>la limite de tours a été atteinte</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Page d'accueil</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back the last decision.</source>
        <translation>Ctrl+Z annule la dernière décision.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gagne !</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>{names} gagnent !</translation>
    </message>
    <message>
        <source>the last players in the final showdown all left it at the same moment, so nobody was left to win</source>
        <translation>les derniers joueurs de l'épreuve finale l'ont tous quittée au même moment, il ne restait donc personne pour gagner</translation>
    </message>
    <message numerus="yes">
        <source>Why: {reason}, after {turns} turns.</source>
        <translation>
            <numerusform>Pourquoi : {reason}, après {turns} tour.</numerusform>
            <numerusform>Pourquoi : {reason}, après {turns} tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Awards that count toward the win</source>
        <translation>Prix comptant pour la victoire</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Pas de vainqueur</translation>
    </message>
    <message>
        <source>the game ended</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>The showdown stood still: {names} share the win.</source>
        <translation>La confrontation finale est restée figée : {names} se partagent la victoire.</translation>
    </message>
    <message>
        <source>Stars on the table</source>
        <translation>Stars sur la table</translation>
    </message>
    <message>
        <source>out</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>awards: {count}</source>
        <translation>prix : {count}</translation>
    </message>
    <message>
        <source>awards: {count} ({counting} toward the win)</source>
        <translation>prix : {count} ({counting} pour la victoire)</translation>
    </message>
    <message>
        <source>{player}: {awards}, {stars}, {films}.</source>
        <translation>{player} : {awards}, {stars}, {films}.</translation>
    </message>
    <message>
        <source>stars on the table: {count}</source>
        <translation>stars sur la table : {count}</translation>
    </message>
    <message>
        <source>films: {count}</source>
        <translation>films : {count}</translation>
    </message>
    <message>
        <source>Search…</source>
        <translation>Rechercher…</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Chercher dans les règles</translation>
    </message>
    <message>
        <source>Type words to find them, or a rule's id (such as R1) to go to that rule.</source>
        <translation>Tapez des mots pour les trouver, ou l’identifiant d’une règle (par exemple R1) pour aller à cette règle.</translation>
    </message>
    <message>
        <source>{count} found</source>
        <translation>{count} trouvé(s)</translation>
    </message>
    <message>
        <source>Opening saved games…</source>
        <translation>Ouverture des parties enregistrées…</translation>
    </message>
    <message>
        <source>Companion — play a whole game at one screen, hot-seat or against the computer</source>
        <translation>Companion — une partie entière sur un seul écran, chacun son tour ou contre l'ordinateur</translation>
    </message>
    <message>
        <source>New table game…</source>
        <translation>Nouvelle partie sur table…</translation>
    </message>
    <message>
        <source>Play with your own cards: the app keeps the totals and the rules</source>
        <translation>Jouez avec vos propres cartes : l'application tient les totaux et les règles</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>Saved games (view only)</source>
        <translation>Parties enregistrées (lecture seule)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Replay the game: it cannot be continued here</source>
        <translation>Rejouer la partie : elle ne peut pas être poursuivie ici</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>The saved games cannot be written here</source>
        <translation>Les parties enregistrées ne peuvent pas être écrites ici</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>confrontation finale</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>No unfinished games — start one</source>
        <translation>Aucune partie en cours — commencez-en une</translation>
    </message>
    <message>
        <source>No saved games</source>
        <translation>Aucune partie enregistrée</translation>
    </message>
    <message>
        <source>Enter resumes the selected game.</source>
        <translation>Entrée reprend la partie sélectionnée.</translation>
    </message>
    <message>
        <source>turn {turn}</source>
        <translation>tour {turn}</translation>
    </message>
    <message>
        <source>{status}, moves: {moves} — saved {when}</source>
        <translation>{status}, coups : {moves} — enregistrée le {when}</translation>
    </message>
    <message>
        <source>Psyche</source>
        <translation>Psyché</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Charisme</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Renommée</translation>
    </message>
    <message>
        <source>selected {fame}: enough</source>
        <translation>choisies {fame} : assez</translation>
    </message>
    <message>
        <source>selected {fame}: {short} short</source>
        <translation>choisies {fame} : il manque {short}</translation>
    </message>
    <message>
        <source>Selected fame: {fame}</source>
        <translation>Renommée choisie : {fame}</translation>
    </message>
    <message>
        <source>top film needs {fame}</source>
        <translation>le film du dessus demande {fame}</translation>
    </message>
    <message>
        <source>top film: enter the fame on its back</source>
        <translation>film du dessus : saisissez la renommée au dos</translation>
    </message>
    <message>
        <source>next award costs {fame}</source>
        <translation>le prochain prix coûte {fame}</translation>
    </message>
    <message>
        <source>(usual row)</source>
        <translation>(ligne habituelle)</translation>
    </message>
    <message>
        <source>this turn's award is bought</source>
        <translation>le prix de ce tour est acheté</translation>
    </message>
    <message>
        <source>The showdown has stood still for a whole round: the players may end it, and those still in share the win.</source>
        <translation>La confrontation est au point mort depuis un tour complet : les joueurs peuvent y mettre fin, et ceux encore en jeu partagent la victoire.</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} et {count} de plus</translation>
    </message>
    <message>
        <source>{star} can outshine {targets}</source>
        <translation>{star} peut éclipser {targets}</translation>
    </message>
    <message>
        <source>Stars that can outshine: {stars} (tap one to see whom)</source>
        <translation>Stars qui peuvent éclipser : {stars} (touchez-en une pour voir qui)</translation>
    </message>
    <message>
        <source>{amount} printed</source>
        <translation>{amount} imprimé</translation>
    </message>
    <message>
        <source>{name} (film)</source>
        <translation>{name} (film)</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>ce tour-ci</translation>
    </message>
    <message>
        <source>awards: {awards}; hand: {count} cards</source>
        <translation>prix : {awards} ; main : {count} cartes</translation>
    </message>
    <message>
        <source>{star} outshining {target}</source>
        <translation>{star} éclipsant {target}</translation>
    </message>
    <message>
        <source>Does {name} respond to {what}? Name the reaction played, or Pass.</source>
        <translation>{name} répond-il à {what} ? Nommez la réaction jouée, ou Passer.</translation>
    </message>
    <message>
        <source>{name} responds with {reaction}: tap the star it goes on (highlighted). Esc cancels.</source>
        <translation>{name} répond avec {reaction} : touchez la star sur laquelle elle agit (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>fame on its back?</source>
        <translation>renommée au dos ?</translation>
    </message>
    <message>
        <source>bought this turn</source>
        <translation>acheté ce tour-ci</translation>
    </message>
    <message>
        <source>still to buy</source>
        <translation>encore à acheter</translation>
    </message>
    <message>
        <source>enter it below</source>
        <translation>saisissez-la ci-dessous</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>définitivement</translation>
    </message>
    <message>
        <source>{name}: a computer player, level {level}</source>
        <translation>{name} : un joueur ordinateur, niveau {level}</translation>
    </message>
    <message>
        <source>{name}: your seat</source>
        <translation>{name} : votre place</translation>
    </message>
    <message>
        <source>{name}: a human player</source>
        <translation>{name} : un joueur humain</translation>
    </message>
    <message>
        <source>Awards {count} held, not all count · fame {fame} · stars {stars} · events {hand}</source>
        <translation>Prix {count}, pas tous comptés · renommée {fame} · stars {stars} · événements {hand}</translation>
    </message>
    <message>
        <source>Awards {count}, not all count · fame {fame}</source>
        <translation>Prix {count}, pas tous comptés · renommée {fame}</translation>
    </message>
    <message>
        <source>{count} held · ★{fame}</source>
        <translation>{count} prix · ★{fame}</translation>
    </message>
    <message>
        <source>Awards held: {count}, face down; the game goes on, so at least one of them does not count toward the four that win (V1, V2). Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</source>
        <translation>Prix détenus : {count}, face cachée ; la partie continue, donc au moins l'un d'eux ne compte pas pour les quatre de la victoire (V1, V2). Renommée de toutes les stars sur la table : {fame}. Stars sur la table : {stars}. Événements en main : {hand}.</translation>
    </message>
    <message>
        <source>Awards {count} of 4 · fame {fame} · stars {stars} · events {hand}</source>
        <translation>Prix {count} sur 4 · renommée {fame} · stars {stars} · événements {hand}</translation>
    </message>
    <message>
        <source>Awards {count}/4 · fame {fame}</source>
        <translation>Prix {count}/4 · renommée {fame}</translation>
    </message>
    <message>
        <source>{count}/4 · ★{fame}</source>
        <translation>{count}/4 · ★{fame}</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. Held: {names}</source>
        <translation>Emplacements de prix : quatre prix qui comptent gagnent la partie. Détenus : {names}</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. {name} holds {count} (face down); not all of them count, or the game would be over.</source>
        <translation>Emplacements de prix : quatre prix qui comptent gagnent la partie. {name} en détient {count} (face cachée) ; ils ne comptent pas tous, sinon la partie serait finie.</translation>
    </message>
    <message>
        <source>Award slots: four awards that count win the game. {name} holds {count} (face down).</source>
        <translation>Emplacements de prix : quatre prix qui comptent gagnent la partie. {name} en détient {count} (face cachée).</translation>
    </message>
    <message>
        <source>No star on the table</source>
        <translation>Aucune star sur la table</translation>
    </message>
    <message>
        <source>(Settled by hand at a table: in a game on this screen it does nothing.)</source>
        <translation>(Réglé à la main autour d'une table : dans une partie sur cet écran, elle n'a aucun effet.)</translation>
    </message>
    <message>
        <source>, outshine target</source>
        <translation>, cible à éclipser</translation>
    </message>
    <message>
        <source>, target</source>
        <translation>, cible possible</translation>
    </message>
    <message>
        <source>{key}. {name}</source>
        <translation>{key}. {name}</translation>
    </message>
    <message>
        <source>(a value never counts below 0)</source>
        <translation>(une valeur ne compte jamais moins de 0)</translation>
    </message>
    <message>
        <source>fame {cost} for {name}</source>
        <translation>renommée {cost} pour {name}</translation>
    </message>
    <message>
        <source>{name}: bought this turn</source>
        <translation>{name} : acheté ce tour-ci</translation>
    </message>
    <message>
        <source>(row {row})</source>
        <translation>(ligne {row})</translation>
    </message>
    <message>
        <source>top film's fame: not entered</source>
        <translation>renommée du film du dessus : non saisie</translation>
    </message>
    <message>
        <source>The hands are on the players' phones: Game ▸ Play with phones… shows their links, or stops serving them</source>
        <translation>Les mains sont sur les téléphones des joueurs : Partie ▸ Jouer avec des téléphones… montre leurs liens, ou arrête de les servir</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (out of the game: these cards stay out of play)</source>
        <translation>Main de {name} — événements : {events}, prix : {awards}   (hors jeu : ces cartes restent hors du jeu)</translation>
    </message>
    <message>
        <source>DOES NOT COUNT</source>
        <translation>NE COMPTE PAS</translation>
    </message>
    <message>
        <source>{owner} may respond to: {what}</source>
        <translation>{owner} peut répondre à : {what}</translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation>{card} : {text}</translation>
    </message>
    <message>
        <source>The main deck: stars and events. When it runs out, the final showdown begins.</source>
        <translation>La pioche principale : stars et événements. Quand elle est vide, l'épreuve finale commence.</translation>
    </message>
    <message>
        <source>Awards that count toward the four that win: {count}. Fame of all stars on the table: {fame}. Stars on the table: {stars}. Events in hand: {hand}.</source>
        <translation>Prix qui comptent pour les quatre de la victoire : {count}. Renommée de toutes les stars sur la table : {fame}. Stars sur la table : {stars}. Événements en main : {hand}.</translation>
    </message>
    <message>
        <source>Which film is on top stays hidden; its required fame is public.</source>
        <translation>Le film du dessus reste caché ; la renommée requise est publique.</translation>
    </message>
    <message>
        <source>The top award's cost row is public: the cost is read at the level of awards you hold + 1.</source>
        <translation>La ligne de coûts du prix du dessus est publique : le coût se lit au niveau des prix que vous détenez + 1.</translation>
    </message>
    <message>
        <source>The discard pile, face up. Click or press D to look through it.</source>
        <translation>La défausse, face visible. Cliquez ou appuyez sur D pour la parcourir.</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (click a card, or Ctrl+number, to play it)</source>
        <translation>Main de {name} — événements : {events}, prix : {awards}   (cliquez une carte, ou Ctrl+chiffre, pour la jouer)</translation>
    </message>
    <message>
        <source>Ctrl+{n}</source>
        <translation>Ctrl+{n}</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>ÉLIMINÉ</translation>
    </message>
    <message>
        <source>RESPONDING</source>
        <translation>RÉPOND</translation>
    </message>
    <message>
        <source>TO PLAY</source>
        <translation>À JOUER</translation>
    </message>
    <message>
        <source>SKIPS NEXT TURN</source>
        <translation>PASSE SON PROCHAIN TOUR</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l'instant</translation>
    </message>
    <message numerus="yes">
        <source>{deck}: {count} cards.</source>
        <translation>
            <numerusform>{deck} : {count} carte.</numerusform>
            <numerusform>{deck} : {count} cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards: {count}</source>
        <translation>Cartes : {count}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Stars</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Films</source>
        <translation>Films</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Star</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Film</source>
        <translation>Film</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>{field} goes from {lo} to {hi}.</source>
        <translation>{field} va de {lo} à {hi}.</translation>
    </message>
    <message>
        <source>{field} goes from {lo} to {hi}, so it stays at {value}.</source>
        <translation>{field} va de {lo} à {hi} ; la valeur reste donc à {value}.</translation>
    </message>
    <message>
        <source>A name holds at most {limit} characters; the rest was left out.</source>
        <translation>Un nom compte au plus {limit} caractères ; le reste a été laissé de côté.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>Tour de {name}</translation>
    </message>
    <message>
        <source>FINAL SHOWDOWN</source>
        <translation>CONFRONTATION FINALE</translation>
    </message>
    <message>
        <source>no more draws; a player with no star leaves</source>
        <translation>plus de pioche ; un joueur sans star est éliminé</translation>
    </message>
    <message>
        <source>{player} outshines {target} with {star}</source>
        <translation>{player} éclipse {target} avec {star}</translation>
    </message>
    <message>
        <source>{player} outshines {target} (psyche {psyche}) with {star} (charisma {charisma})</source>
        <translation>{player} éclipse {target} (psyché {psyche}) avec {star} (charisme {charisma})</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>un effet</translation>
    </message>
    <message>
        <source>{player} uses {star}'s ability</source>
        <translation>{player} utilise le pouvoir de {star}</translation>
    </message>
    <message>
        <source>{player} uses {star}'s ability on {target}</source>
        <translation>{player} utilise le pouvoir de {star} sur {target}</translation>
    </message>
    <message>
        <source>{card}, revealed by {player}</source>
        <translation>{card}, révélé par {player}</translation>
    </message>
    <message>
        <source>{card}, revealed by {player}, aims at {target}</source>
        <translation>{card}, révélé par {player}, vise {target}</translation>
    </message>
    <message>
        <source>{player} plays {card} on {target}</source>
        <translation>{player} joue {card} sur {target}</translation>
    </message>
    <message>
        <source>{player} plays {card} against {target}</source>
        <translation>{player} joue {card} contre {target}</translation>
    </message>
    <message>
        <source>{player} plays {card}</source>
        <translation>{player} joue {card}</translation>
    </message>
    <message>
        <source>You may respond: {what}</source>
        <translation>Vous pouvez répondre : {what}</translation>
    </message>
    <message>
        <source>stars and events;</source>
        <translation>stars et événements ;</translation>
    </message>
    <message>
        <source>empty = showdown</source>
        <translation>vide = confrontation</translation>
    </message>
    <message>
        <source>top film needs fame {fame}</source>
        <translation>film du dessus : renommée {fame}</translation>
    </message>
    <message>
        <source>no film left</source>
        <translation>plus de film</translation>
    </message>
    <message>
        <source>which film: hidden</source>
        <translation>quel film : caché</translation>
    </message>
    <message>
        <source>next for {name}:</source>
        <translation>suivant pour {name} :</translation>
    </message>
    <message>
        <source>no award left</source>
        <translation>plus de prix</translation>
    </message>
    <message>
        <source>click or press D</source>
        <translation>cliquez ou D</translation>
    </message>
    <message>
        <source>to look through</source>
        <translation>pour parcourir</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>An award: four of them win the game.</source>
        <translation>Un prix : quatre font gagner la partie.</translation>
    </message>
    <message>
        <source>It does not count toward four.</source>
        <translation>Il ne compte pas pour les quatre.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>Red Light Companion hit an error it did not expect. Your game is saved after every move; you can carry on, or copy the report (it includes the current game) and send it to us.</source>
        <translation>Red Light Companion a rencontré une erreur inattendue. Votre partie est enregistrée après chaque coup ; vous pouvez continuer, ou copier le rapport (il contient la partie en cours) et nous l'envoyer.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copier le rapport</translation>
    </message>
    <message>
        <source>Error report</source>
        <translation>Rapport d'erreur</translation>
    </message>
    <message>
        <source>Scroll the error report</source>
        <translation>Faire défiler le rapport d'erreur</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Give back an award</source>
        <translation>Rendre un prix</translation>
    </message>
    <message>
        <source>{name}, {cause} makes you give back one of your awards: it goes to the bottom of the award deck. Which one?</source>
        <translation>{name}, {cause} vous oblige à rendre un de vos prix : il va sous la pioche des prix. Lequel ?</translation>
    </message>
    <message>
        <source>{name}, {what} drew the award {award} from the award deck. Revealed as it is drawn, it takes effect at once: you give back one of your awards; it goes to the bottom of the award deck. Which one?</source>
        <translation>{name}, {what} a pioché le prix {award} dans la pioche des prix. Révélé à la pioche, il prend effet aussitôt : vous rendez un de vos prix ; il va sous la pioche des prix. Lequel ?</translation>
    </message>
    <message>
        <source>The revealed award</source>
        <translation>Le prix révélé</translation>
    </message>
    <message>
        <source>The awards you hold: choose the one to give back</source>
        <translation>Les prix que vous avez : choisissez celui à rendre</translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation>Le rendre</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
    <message>
        <source>Scroll up and down</source>
        <translation>Défiler vers le haut et le bas</translation>
    </message>
    <message>
        <source>Scroll left and right</source>
        <translation>Défiler vers la gauche et la droite</translation>
    </message>
    <message>
        <source>Red Light rules</source>
        <translation>Règles de Red Light</translation>
    </message>
    <message>
        <source>The rules of Red Light as this app plays them. Where the printed rulebook is silent or unclear, the app follows a table ruling, marked as such. Each rule ends with a short code in brackets, like [A4]: when the app says no, it names the rule this way, and the link brings you here.</source>
        <translation>Les règles de Red Light telles que cette application les joue. Là où le livret imprimé se tait ou manque de clarté, l'application suit une décision de table, signalée comme telle. Chaque règle se termine par un court code entre crochets, comme [A4] : quand l'application refuse, elle nomme la règle ainsi, et le lien vous mène ici.</translation>
    </message>
    <message>
        <source>Table ruling:</source>
        <translation>Décision de table :</translation>
    </message>
    <message>
        <source>How to read the table</source>
        <translation>Comment lire la table</translation>
    </message>
    <message>
        <source>Green circle: psyche, her defence. An outshine needs a charisma at least this high.</source>
        <translation>Cercle vert : psyché, sa défense. Pour l'éclipser, il faut un charisme au moins aussi élevé.</translation>
    </message>
    <message>
        <source>Red circle: charisma, her attack.</source>
        <translation>Cercle rouge : charisme, son attaque.</translation>
    </message>
    <message>
        <source>Stars under the name: fame, for films and awards. A white ring on a circle: a film or an effect changed the value.</source>
        <translation>Étoiles sous le nom : renommée, pour les films et les prix. Un anneau blanc autour d'un cercle : un film ou un effet a changé la valeur.</translation>
    </message>
    <message>
        <source>The four dashed slots by a name: the awards held. Four that count win the game.</source>
        <translation>Les quatre emplacements en pointillés près d'un nom : les prix détenus. Quatre qui comptent gagnent la partie.</translation>
    </message>
    <message>
        <source>USED on a greyed card: she acted this turn and waits for her owner's next turn.</source>
        <translation>UTILISÉE sur une carte grisée : elle a agi ce tour-ci et attend le prochain tour de son joueur.</translation>
    </message>
    <message>
        <source>The number on a card is its key: 1 to 9 for your stars, Ctrl+1 to 9 for your hand.</source>
        <translation>Le chiffre sur une carte est sa touche : 1 à 9 pour vos stars, Ctrl+1 à 9 pour votre main.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Filter by name  (Ctrl+F)</source>
        <translation>Filtrer par nom  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter the cards</source>
        <translation>Filtrer les cartes</translation>
    </message>
    <message>
        <source>Cards of the set</source>
        <translation>Cartes du jeu</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message numerus="yes">
        <source>{cards} cards, {total} counting copies</source>
        <translation>
            <numerusform>{cards} carte, {total} en comptant les copies</numerusform>
            <numerusform>{cards} cartes, {total} en comptant les copies</numerusform>
        </translation>
    </message>
    <message>
        <source>New games will use card set #{id}.</source>
        <translation>Les nouvelles parties utiliseront le jeu de cartes #{id}.</translation>
    </message>
    <message>
        <source>the player draws cards from the main deck</source>
        <translation>le joueur pioche des cartes dans la pioche principale</translation>
    </message>
    <message>
        <source>the top film goes to one of your stars, no fame needed</source>
        <translation>le film du dessus va à l'une de vos stars, sans renommée requise</translation>
    </message>
    <message>
        <source>the top award goes to your hand (not a purchase)</source>
        <translation>le prix du dessus va dans votre main (ce n'est pas un achat)</translation>
    </message>
    <message>
        <source>you may buy one more award this turn</source>
        <translation>vous pouvez acheter un prix de plus ce tour-ci</translation>
    </message>
    <message>
        <source>changes psyche, charisma or fame of a star</source>
        <translation>change la psyché, le charisme ou la renommée d'une star</translation>
    </message>
    <message>
        <source>a used star of yours is unused again</source>
        <translation>une de vos stars utilisées redevient disponible</translation>
    </message>
    <message>
        <source>an opponent's star is discarded, as by an outshine</source>
        <translation>une star adverse est défaussée, comme éclipsée</translation>
    </message>
    <message>
        <source>move an opponent star's last film to one of your stars</source>
        <translation>déplacer le dernier film d'une star adverse vers l'une de vos stars</translation>
    </message>
    <message>
        <source>a player puts an award of their choice under the award deck</source>
        <translation>un joueur met un prix de son choix sous la pile des prix</translation>
    </message>
    <message>
        <source>a player discards events at random from hand</source>
        <translation>un joueur défausse des événements de sa main au hasard</translation>
    </message>
    <message>
        <source>take a random event from a player's hand</source>
        <translation>prendre un événement au hasard dans la main d'un joueur</translation>
    </message>
    <message>
        <source>a player's next turn is skipped</source>
        <translation>le prochain tour d'un joueur est passé</translation>
    </message>
    <message>
        <source>reaction: cancels the outshine or effect that opened the window</source>
        <translation>réaction : annule l'éclipse ou l'effet auquel on répond</translation>
    </message>
    <message>
        <source>reaction: cancels the event that opened the window</source>
        <translation>réaction : annule l'événement auquel on répond</translation>
    </message>
    <message>
        <source>several effects, each in order</source>
        <translation>plusieurs effets, chacun dans l'ordre</translation>
    </message>
    <message>
        <source>no automation: the text is shown and the players settle it</source>
        <translation>sans automatisme : le texte est affiché et les joueurs règlent la chose</translation>
    </message>
    <message>
        <source>this star herself</source>
        <translation>cette star elle-même</translation>
    </message>
    <message>
        <source>one of your stars</source>
        <translation>l'une de vos stars</translation>
    </message>
    <message>
        <source>any star on the table</source>
        <translation>n'importe quelle star sur la table</translation>
    </message>
    <message>
        <source>an opponent's star</source>
        <translation>une star adverse</translation>
    </message>
    <message>
        <source>an opponent (a player)</source>
        <translation>un adversaire (un joueur)</translation>
    </message>
    <message>
        <source>on your own turn</source>
        <translation>pendant votre tour</translation>
    </message>
    <message>
        <source>on anyone's turn</source>
        <translation>pendant le tour de n'importe qui</translation>
    </message>
    <message>
        <source>as a reaction (in a response window)</source>
        <translation>en réaction (quand on peut répondre)</translation>
    </message>
    <message>
        <source>used on your turn</source>
        <translation>utilisé pendant votre tour</translation>
    </message>
    <message>
        <source>always on while she is on a table</source>
        <translation>toujours actif tant qu'elle est sur une table</translation>
    </message>
    <message>
        <source>used in a response window</source>
        <translation>utilisé quand on peut répondre</translation>
    </message>
    <message>
        <source>Click a problem to go to its card.</source>
        <translation>Cliquez sur un problème pour aller à sa carte.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Aucun problème</translation>
    </message>
    <message>
        <source>the set is valid and can be saved.</source>
        <translation>le jeu est valide et peut être enregistré.</translation>
    </message>
    <message>
        <source>(the first ones)</source>
        <translation>(les premiers)</translation>
    </message>
    <message numerus="yes">
        <source>{n} problems</source>
        <translation>
            <numerusform>{n} problème</numerusform>
            <numerusform>{n} problèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fix them to save the set.</source>
        <translation>
            <numerusform>corrigez-le pour enregistrer le jeu.</numerusform>
            <numerusform>corrigez-les pour enregistrer le jeu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The undo could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>L'annulation n'a pas pu être enregistrée : le disque est plein. Rien n'est perdu : libérez de la place et appuyez sur Réessayer.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>Le dernier coup n'a pas pu être enregistré : le disque est plein. Rien n'est perdu : libérez de la place et appuyez sur Réessayer.</translation>
    </message>
    <message>
        <source>The undo could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>L'annulation n'a pas pu être enregistrée : le fichier des parties est verrouillé par un autre programme. Rien n'est perdu : appuyez sur Réessayer.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>Le dernier coup n'a pas pu être enregistré : le fichier des parties est verrouillé par un autre programme. Rien n'est perdu : appuyez sur Réessayer.</translation>
    </message>
    <message>
        <source>The undo could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>L'annulation n'a pas pu être enregistrée : {error} Rien n'est perdu : appuyez sur Réessayer une fois le problème résolu.</translation>
    </message>
    <message>
        <source>The last move could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>Le dernier coup n'a pas pu être enregistré : {error} Rien n'est perdu : appuyez sur Réessayer une fois le problème résolu.</translation>
    </message>
    <message numerus="yes">
        <source>NOT SAVED: you chose to continue without saving · {count} moves</source>
        <translation>
            <numerusform>NON ENREGISTRÉE : vous avez choisi de continuer sans enregistrer · {count} coup</numerusform>
            <numerusform>NON ENREGISTRÉE : vous avez choisi de continuer sans enregistrer · {count} coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Red Light Companion cannot start</source>
        <translation>Red Light Companion ne peut pas démarrer</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>New table game</source>
        <translation>Nouvelle partie sur table</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and start a table game?</source>
        <translation>Une partie est ouverte. Elle est enregistrée : vous pourrez la reprendre depuis la page d'accueil. La fermer et commencer une partie à la table ?</translation>
    </message>
    <message>
        <source>The table game cannot start</source>
        <translation>La partie sur table ne peut pas commencer</translation>
    </message>
    <message>
        <source>{name}'s hand</source>
        <translation>la main de {name}</translation>
    </message>
    <message>
        <source>{name}'s awards</source>
        <translation>les prix de {name}</translation>
    </message>
    <message>
        <source>{name}'s table</source>
        <translation>la table de {name}</translation>
    </message>
    <message>
        <source>{name}'s films</source>
        <translation>les films de {name}</translation>
    </message>
    <message>
        <source>the main deck ({end})</source>
        <translation>la pioche ({end})</translation>
    </message>
    <message>
        <source>the film deck ({end})</source>
        <translation>la pile des films ({end})</translation>
    </message>
    <message>
        <source>the award deck ({end})</source>
        <translation>la pile des prix ({end})</translation>
    </message>
    <message>
        <source>top</source>
        <translation>dessus</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>dessous</translation>
    </message>
    <message>
        <source>the main deck</source>
        <translation>la pioche</translation>
    </message>
    <message>
        <source>the film deck</source>
        <translation>la pile des films</translation>
    </message>
    <message>
        <source>the award deck</source>
        <translation>la pile des prix</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>la défausse</translation>
    </message>
    <message>
        <source>the unseen cards</source>
        <translation>les cartes non vues</translation>
    </message>
    <message>
        <source>Table rulings: silver awards {silver}; a played award goes {played}; responses: {responses}; turn limit: {limit}.</source>
        <translation>Règles de la table : les prix d'argent {silver} ; un prix joué va {played} ; réponses : {responses} ; limite de tours : {limit}.</translation>
    </message>
    <message>
        <source>count</source>
        <translation>comptent</translation>
    </message>
    <message>
        <source>do not count</source>
        <translation>ne comptent pas</translation>
    </message>
    <message>
        <source>onto the discard pile</source>
        <translation>à la défausse</translation>
    </message>
    <message>
        <source>under the award deck</source>
        <translation>sous la pile des prix</translation>
    </message>
    <message>
        <source>always asked</source>
        <translation>toujours demandées</translation>
    </message>
    <message>
        <source>asked when a reaction is possible</source>
        <translation>demandées quand une réaction est possible</translation>
    </message>
    <message>
        <source>Reason: {reason}</source>
        <translation>Motif : {reason}</translation>
    </message>
    <message>
        <source>The top film's back shows fame {fame}.</source>
        <translation>Le dos du film du dessus indique la renommée {fame}.</translation>
    </message>
    <message>
        <source>Adjusted: {card} moved from {source} to {place}.</source>
        <translation>Correction : {card} déplacée de {source} vers {place}.</translation>
    </message>
    <message>
        <source>Adjusted: {star}'s {stat} {amount} {until}.</source>
        <translation>Correction : {stat} de {star} {amount} {until}.</translation>
    </message>
    <message>
        <source>Adjusted: {star} is ready again.</source>
        <translation>Correction : {star} est de nouveau prête.</translation>
    </message>
    <message>
        <source>Undo to here</source>
        <translation>Annuler jusqu'ici</translation>
    </message>
    <message>
        <source>Undo to the chosen line of the log</source>
        <translation>Annuler jusqu'à la ligne choisie du journal</translation>
    </message>
    <message>
        <source>Tap a line of the log to go back to it.</source>
        <translation>Touchez une ligne du journal pour y revenir.</translation>
    </message>
    <message numerus="yes">
        <source>Back to just after: “{line}” ({count} later entries undone)</source>
        <translation>
            <numerusform>Retour juste après : « {line} » ({count} entrée suivante annulée)</numerusform>
            <numerusform>Retour juste après : « {line} » ({count} entrées suivantes annulées)</numerusform>
        </translation>
    </message>
    <message>
        <source>This is where the game stands now.</source>
        <translation>La partie en est là maintenant.</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Gagnée par {names}</translation>
    </message>
    <message>
        <source>Over, no winner</source>
        <translation>Terminée, sans gagnant</translation>
    </message>
    <message>
        <source>In the showdown, turn {turn}</source>
        <translation>Dans la confrontation finale, tour {turn}</translation>
    </message>
    <message>
        <source>In play, turn {turn}</source>
        <translation>En cours, tour {turn}</translation>
    </message>
    <message>
        <source>Look back at a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <source>Every saved game, finished or not. Replay one move by move, play its deal again, or save its log as a file.</source>
        <translation>Toutes les parties enregistrées, terminées ou non. Revoyez-en une coup par coup, rejouez la même donne ou enregistrez son journal dans un fichier.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie jouée</translation>
    </message>
    <message>
        <source>Column headings</source>
        <translation>En-têtes de colonnes</translation>
    </message>
    <message>
        <source> (table)</source>
        <translation> (à la table)</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Revoir…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Rejouer cette &amp;donne</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>&amp;Exporter le journal…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>La partie ne peut pas être ouverte</translation>
    </message>
    <message numerus="yes">
        <source>Game {new} continues game {game} with its first {count} moves; game {game} is unchanged.</source>
        <translation>
            <numerusform>La partie {new} continue la partie {game} avec son premier coup ; la partie {game} reste inchangée.</numerusform>
            <numerusform>La partie {new} continue la partie {game} avec ses {count} premiers coups ; la partie {game} reste inchangée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {new} deals game {game} again.</source>
        <translation>La partie {new} redistribue la partie {game}.</translation>
    </message>
    <message>
        <source>The log was not saved</source>
        <translation>Le journal n'a pas été enregistré</translation>
    </message>
    <message>
        <source>The log of game {game} was saved to {path}.</source>
        <translation>Le journal de la partie {game} a été enregistré dans {path}.</translation>
    </message>
    <message>
        <source>Open a game first, or choose one in Game → Look back at a game.</source>
        <translation>Ouvrez d'abord une partie, ou choisissez-en une dans Partie → Revoir une partie.</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>Export the log of game {game}</source>
        <translation>Exporter le journal de la partie {game}</translation>
    </message>
    <message>
        <source>Columns of the file list</source>
        <translation>Colonnes de la liste des fichiers</translation>
    </message>
    <message>
        <source>Replay of game {game}: {names}</source>
        <translation>Revoir la partie {game} : {names}</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>La donne (Début)</translation>
    </message>
    <message>
        <source>Back a turn (Up)</source>
        <translation>Reculer d'un tour (Haut)</translation>
    </message>
    <message>
        <source>Back a move (Left)</source>
        <translation>Reculer d'un coup (Gauche)</translation>
    </message>
    <message>
        <source>Forward a move (Right)</source>
        <translation>Avancer d'un coup (Droite)</translation>
    </message>
    <message>
        <source>Forward a turn (Down)</source>
        <translation>Avancer d'un tour (Bas)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>Le dernier coup (Fin)</translation>
    </message>
    <message>
        <source>Watch:</source>
        <translation>Regarder :</translation>
    </message>
    <message>
        <source>Every card open</source>
        <translation>Toutes les cartes visibles</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Comme {name} la voyait</translation>
    </message>
    <message>
        <source>As a spectator (no hand)</source>
        <translation>En spectateur (aucune main)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Continuer d'ici</translation>
    </message>
    <message>
        <source>Start a new saved game from this move; this game stays as it was.</source>
        <translation>Commence une nouvelle partie enregistrée à partir de ce coup ; cette partie reste telle quelle.</translation>
    </message>
    <message>
        <source>A new game with the same card set, shuffle and seats: make new choices.</source>
        <translation>Une nouvelle partie avec le même jeu de cartes, le même mélange et les mêmes places : faites d'autres choix.</translation>
    </message>
    <message>
        <source>Scroll the game log</source>
        <translation>Faire défiler le journal de la partie</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position dans la partie</translation>
    </message>
    <message>
        <source>Watch the game as</source>
        <translation>Regarder la partie en tant que</translation>
    </message>
    <message>
        <source>Show a hand</source>
        <translation>Montrer une main</translation>
    </message>
    <message>
        <source>This game is still in play. Show {name}'s hand? Everyone else, look away.</source>
        <translation>Cette partie est encore en cours. Montrer la main de {name} ? Tous les autres, détournez le regard.</translation>
    </message>
    <message>
        <source>watched</source>
        <translation>observé</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Coup {move} sur {moves}</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}</source>
        <translation>Main de {name} — événements : {events}, prix : {awards}</translation>
    </message>
    <message>
        <source>Move {move} of {moves} · turn {turn}</source>
        <translation>Coup {move} sur {moves} · tour {turn}</translation>
    </message>
    <message>
        <source>The game is over at this move: step back to continue from an earlier one.</source>
        <translation>À ce coup la partie est terminée : reculez pour continuer à partir d'un coup précédent.</translation>
    </message>
    <message>
        <source>{count} unseen</source>
        <translation>{count} non vues</translation>
    </message>
    <message>
        <source>{name}: hand {events}; awards {awards}</source>
        <translation>{name} : main {events} ; prix {awards}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Statistics need the saved games file, which could not be opened.</source>
        <translation>Les statistiques ont besoin du fichier des parties enregistrées, qui n'a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>four awards</source>
        <translation>quatre prix</translation>
    </message>
    <message>
        <source>the final showdown</source>
        <translation>la confrontation finale</translation>
    </message>
    <message>
        <source>a showdown that stood still</source>
        <translation>une confrontation finale restée bloquée</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>d'un commun accord</translation>
    </message>
    <message>
        <source>the turn limit</source>
        <translation>la limite de tours</translation>
    </message>
    <message numerus="yes">
        <source>After {games} games: a win rate of {rate}, {wins} won and {losses} lost; highest {high} after game {high_at}, lowest {low} after game {low_at}.</source>
        <translation>
            <numerusform>Après {games} partie : {rate} de victoires, {wins} gagnée et {losses} perdue ; au plus haut {high} après la partie {high_at}, au plus bas {low} après la partie {low_at}.</numerusform>
            <numerusform>Après {games} parties : {rate} de victoires, {wins} gagnées et {losses} perdues ; au plus haut {high} après la partie {high_at}, au plus bas {low} après la partie {low_at}.</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>personne pour l'instant</translation>
    </message>
    <message>
        <source>Scroll the statistics</source>
        <translation>Faire défiler les statistiques</translation>
    </message>
    <message>
        <source>Digital and table games</source>
        <translation>Parties numériques et à la table</translation>
    </message>
    <message>
        <source>Digital games</source>
        <translation>Parties numériques</translation>
    </message>
    <message>
        <source>Table games</source>
        <translation>Parties à la table</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Joueurs à la table :</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties :</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>N'importe quel nombre</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Aucune partie terminée pour l'instant</translation>
    </message>
    <message>
        <source>Statistics count finished games: finish one, or change the filters.</source>
        <translation>Les statistiques comptent les parties terminées : terminez-en une, ou changez les filtres.</translation>
    </message>
    <message>
        <source>{name} — games: {games}, wins: {wins}, win rate: {rate}</source>
        <translation>{name} — parties : {games}, victoires : {wins}, taux de victoire : {rate}</translation>
    </message>
    <message>
        <source>Awards held at the end, per game: {mean}</source>
        <translation>Prix détenus à la fin, par partie : {mean}</translation>
    </message>
    <message numerus="yes">
        <source>Nemesis: {name}, who won {count} games that {player} lost.</source>
        <translation>
            <numerusform>Bête noire : {name}, qui a gagné {count} partie perdue par {player}.</numerusform>
            <numerusform>Bête noire : {name}, qui a gagné {count} parties perdues par {player}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nemesis: nobody has beaten {player} yet.</source>
        <translation>Bête noire : personne n'a encore battu {player}.</translation>
    </message>
    <message>
        <source>{star} ({count})</source>
        <translation>{star} ({count})</translation>
    </message>
    <message>
        <source>Stars they won with most: {stars}</source>
        <translation>Stars avec lesquelles la victoire est la plus fréquente : {stars}</translation>
    </message>
    <message>
        <source>Win rate against each computer level</source>
        <translation>Taux de victoire contre chaque niveau de l'ordinateur</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aucune partie pour l'instant</translation>
    </message>
    <message>
        <source>How their games ended (light: the games; filled: the wins)</source>
        <translation>Comment les parties se sont terminées (clair : les parties ; plein : les victoires)</translation>
    </message>
    <message>
        <source>Stars on the table when they won (games)</source>
        <translation>Stars sur la table lors des victoires (parties)</translation>
    </message>
    <message>
        <source>No wins yet</source>
        <translation>Aucune victoire pour l'instant</translation>
    </message>
    <message>
        <source>Win rate, game by game</source>
        <translation>Taux de victoire, partie après partie</translation>
    </message>
    <message>
        <source>games played</source>
        <translation>parties jouées</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>humains seulement</translation>
    </message>
    <message>
        <source>{wins} of {games} · {rate}</source>
        <translation>{wins} sur {games} · {rate}</translation>
    </message>
    <message numerus="yes">
        <source>{label}: won {wins} of {games} games, {rate}.</source>
        <translation>
            <numerusform>{label} : gagné {wins} sur {games} partie, {rate}.</numerusform>
            <numerusform>{label} : gagné {wins} sur {games} parties, {rate}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{star}: on the table in {count} of {wins} wins.</source>
        <translation>
            <numerusform>{star} : sur la table dans {count} sur {wins} victoire.</numerusform>
            <numerusform>{star} : sur la table dans {count} sur {wins} victoires.</numerusform>
        </translation>
    </message>
    <message>
        <source>games: {count}, won: {won}</source>
        <translation>parties : {count}, gagnées : {won}</translation>
    </message>
    <message numerus="yes">
        <source>{ending}: {count} games, {won} of them won.</source>
        <translation>
            <numerusform>{ending} : {count} partie, {won} gagnée.</numerusform>
            <numerusform>{ending} : {count} parties, dont {won} gagnées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics were not saved: {error}</source>
        <translation>Les statistiques n'ont pas été enregistrées : {error}</translation>
    </message>
    <message>
        <source>Statistics saved to {path}.</source>
        <translation>Statistiques enregistrées dans {path}.</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>In a response window {player} may only play a reaction or pass.</source>
        <translation>Dans une fenêtre de réponse, {player} peut seulement jouer une réaction ou passer.</translation>
    </message>
    <message>
        <source>There is no response window open for {player} to pass.</source>
        <translation>Aucune fenêtre de réponse n'est ouverte où {player} pourrait passer.</translation>
    </message>
    <message>
        <source>It is {active}'s turn, not {player}'s.</source>
        <translation>C'est le tour de {active}, pas celui de {player}.</translation>
    </message>
    <message>
        <source>{star} is not on {player}'s table.</source>
        <translation>{star} n'est pas sur la table de {player}.</translation>
    </message>
    <message>
        <source>Choose at least one of {player}'s stars.</source>
        <translation>Choisissez au moins une star de {player}.</translation>
    </message>
    <message>
        <source>{card} is not in {player}'s hand.</source>
        <translation>{card} n'est pas dans la main de {player}.</translation>
    </message>
    <message>
        <source>{card} can only be played on {player}'s own turn.</source>
        <translation>{card} ne se joue que pendant le tour de {player}.</translation>
    </message>
    <message>
        <source>{card} is a reaction: it can only be played in a response window opened for {player}.</source>
        <translation>{card} est une réaction : elle ne se joue que dans une fenêtre de réponse ouverte pour {player}.</translation>
    </message>
    <message>
        <source>{player} has already bought an award this turn (one per turn).</source>
        <translation>{player} a déjà acheté un prix ce tour-ci (un par tour).</translation>
    </message>
    <message>
        <source>{player} has already bought every award they may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</source>
        <translation>{player} a déjà acheté tous les prix permis ce tour-ci ({count} : un par tour, plus les achats supplémentaires accordés par des cartes).</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {cost} {player}'s next award costs.</source>
        <translation>La renommée totale {fame} n'atteint pas les {cost} que coûte le prochain prix de {player}.</translation>
    </message>
    <message>
        <source>{target} is on {player}'s own table: a star cannot outshine her own player's star.</source>
        <translation>{target} est sur la propre table de {player} : une star ne peut pas éclipser une star de son propre joueur.</translation>
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in {player}'s response window.</source>
        <translation>Le pouvoir de {star} est une réaction : il est proposé dans la fenêtre de réponse de {player}.</translation>
    </message>
    <message>
        <source>{card} is not among {player}'s awards.</source>
        <translation>{card} n'est pas parmi les prix de {player}.</translation>
    </message>
    <message>
        <source>An outshine is one of {player}'s unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation>On éclipse avec une seule star inutilisée de {player} contre une star rivale : sélectionnez exactement une star (pas de travail d'équipe).</translation>
    </message>
    <message>
        <source>Select the one star of {player}'s whose ability is used.</source>
        <translation>Sélectionnez la star de {player} dont le pouvoir est utilisé.</translation>
    </message>
    <message>
        <source>{player} has no star for {card} to act on.</source>
        <translation>{player} n'a aucune star sur laquelle {card} pourrait agir.</translation>
    </message>
    <message>
        <source>{player} has no used star for {card} to ready.</source>
        <translation>{player} n'a aucune star utilisée que {card} pourrait redresser.</translation>
    </message>
    <message numerus="yes">
        <source>{asked}, an undo would take back your last {count} moves. Allow?</source>
        <translation>
            <numerusform>{asked}, une annulation reprendrait votre dernier coup. Vous acceptez ?</numerusform>
            <numerusform>{asked}, une annulation reprendrait vos {count} derniers coups. Vous acceptez ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{asked}, {asker} wants to take back your last {count} moves. Allow?</source>
        <translation>
            <numerusform>{asked}, {asker} veut reprendre votre dernier coup. Vous acceptez ?</numerusform>
            <numerusform>{asked}, {asker} veut reprendre vos {count} derniers coups. Vous acceptez ?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} did not allow the undo: nothing was taken back.</source>
        <translation>{name} n'a pas accepté l'annulation : rien n'a été repris.</translation>
    </message>
    <message>
        <source>Undo: {name} is asked</source>
        <translation>Annuler : on demande à {name}</translation>
    </message>
    <message>
        <source>Nothing was undone: nobody's hand has been shown since the game was opened, so whose move to take back is not known. Show your hand first, then undo.</source>
        <translation>Rien n'a été annulé : aucune main n'a été montrée depuis l'ouverture de la partie, on ne sait donc pas de qui reprendre le coup. Montrez d'abord votre main, puis annulez.</translation>
    </message>
    <message>
        <source>{name}'s last move was taken back.</source>
        <translation>Le dernier coup de {name} a été repris.</translation>
    </message>
    <message>
        <source>Undone: {entry}</source>
        <translation>Annulé : {entry}</translation>
    </message>
    <message>
        <source>Ctrl+Z again takes back: {entry}</source>
        <translation>Ctrl+Z de nouveau reprend : {entry}</translation>
    </message>
    <message>
        <source>{line} Line {n} of {count}.</source>
        <translation>{line} Ligne {n} sur {count}.</translation>
    </message>
    <message>
        <source>Card to move</source>
        <translation>Carte à déplacer</translation>
    </message>
    <message>
        <source>Star dealt to seat {n}</source>
        <translation>Star distribuée à la place {n}</translation>
    </message>
    <message>
        <source>outshines</source>
        <translation>éclipse</translation>
    </message>
    <message>
        <source>Play with phones</source>
        <translation>Jouer avec des téléphones</translation>
    </message>
    <message>
        <source>Each player opens the link of their seat on a phone (or scans its code). This window shows the table only: no hand.</source>
        <translation>Chaque joueur ouvre le lien de sa place sur un téléphone (ou scanne son code). Cette fenêtre ne montre que la table : aucune main.</translation>
    </message>
    <message>
        <source>Served on:</source>
        <translation>Servi sur :</translation>
    </message>
    <message>
        <source>The address the game is served on</source>
        <translation>L'adresse sur laquelle la partie est servie</translation>
    </message>
    <message>
        <source>QR code of the link of {name}</source>
        <translation>Code QR du lien de {name}</translation>
    </message>
    <message>
        <source>Link of {name}</source>
        <translation>Lien de {name}</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copier le lien</translation>
    </message>
    <message>
        <source>Copy the link of {name}</source>
        <translation>Copier le lien de {name}</translation>
    </message>
    <message>
        <source>Start &amp;now</source>
        <translation>Commencer &amp;maintenant</translation>
    </message>
    <message numerus="yes">
        <source>The computer players play without waiting for the phone to join.</source>
        <translation>
            <numerusform>Le joueur ordinateur joue sans attendre que le téléphone soit connecté.</numerusform>
            <numerusform>Les joueurs ordinateur jouent sans attendre que le téléphone soit connecté.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer players play without waiting for the phones that have not joined.</source>
        <translation>
            <numerusform>Le joueur ordinateur joue sans attendre les téléphones qui ne sont pas encore connectés.</numerusform>
            <numerusform>Les joueurs ordinateur jouent sans attendre les téléphones qui ne sont pas encore connectés.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Stop serving: play on this screen</source>
        <translation>&amp;Arrêter le service : jouer sur cet écran</translation>
    </message>
    <message>
        <source>The hands come back to this window and the links stop working; Play with phones… serves the game again at the same links.</source>
        <translation>Les mains reviennent dans cette fenêtre et les liens cessent de fonctionner ; Jouer avec des téléphones… sert de nouveau la partie aux mêmes liens.</translation>
    </message>
    <message>
        <source>This address cannot be served: {problem}</source>
        <translation>Cette adresse ne peut pas être utilisée : {problem}</translation>
    </message>
    <message>
        <source>Served on {address}, port {port}: only this computer can open these links. Choose a network address for phones.</source>
        <translation>Servi sur {address}, port {port} : seul cet ordinateur peut ouvrir ces liens. Choisissez une adresse réseau pour les téléphones.</translation>
    </message>
    <message>
        <source>Served on {address}, port {port}: phones on the same network as this computer can open these links.</source>
        <translation>Servi sur {address}, port {port} : les téléphones du même réseau que cet ordinateur peuvent ouvrir ces liens.</translation>
    </message>
    <message numerus="yes">
        <source>The computer players wait until the phone has joined, or until you press Start now.</source>
        <translation>
            <numerusform>Le joueur ordinateur attend que le téléphone soit connecté, ou que vous appuyiez sur « Commencer maintenant ».</numerusform>
            <numerusform>Les joueurs ordinateur attendent que le téléphone soit connecté, ou que vous appuyiez sur « Commencer maintenant ».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer players wait until every phone has joined, or until you press Start now.</source>
        <translation>
            <numerusform>Le joueur ordinateur attend que chaque téléphone soit connecté, ou que vous appuyiez sur « Commencer maintenant ».</numerusform>
            <numerusform>Les joueurs ordinateur attendent que chaque téléphone soit connecté, ou que vous appuyiez sur « Commencer maintenant ».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is on: the computer players play their turns.</source>
        <translation>
            <numerusform>La partie est lancée : le joueur ordinateur joue ses tours.</numerusform>
            <numerusform>La partie est lancée : les joueurs ordinateur jouent leurs tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Not joined yet</source>
        <translation>Pas encore connecté</translation>
    </message>
    <message>
        <source>This starts a new game on this computer: it deals the cards, each human player holds their hand on a phone, and this window shows the table.</source>
        <translation>Ceci commence une nouvelle partie sur cet ordinateur : il distribue les cartes, chaque joueur humain tient sa main sur un téléphone, et cette fenêtre montre la table.</translation>
    </message>
    <message>
        <source>A table game is played with real cards, so it is not served to phones.</source>
        <translation>Une partie à la table se joue avec de vraies cartes : elle n'est donc pas servie aux téléphones.</translation>
    </message>
    <message>
        <source>A table game is open: its cards are real cards, so it cannot be played from phones. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</source>
        <translation>Une partie à la table est ouverte : ses cartes sont de vraies cartes, elle ne peut donc pas se jouer avec des téléphones. Elle est enregistrée : vous pourrez la reprendre depuis la page d'accueil. La fermer et préparer une nouvelle partie jouée avec des téléphones ?</translation>
    </message>
    <message>
        <source>A game is open. It is saved: you can resume it from the start page. Close it and set up a new game played from phones?</source>
        <translation>Une partie est ouverte. Elle est enregistrée : vous pourrez la reprendre depuis la page d'accueil. La fermer et préparer une nouvelle partie jouée avec des téléphones ?</translation>
    </message>
    <message>
        <source>The game cannot be served: {problem}</source>
        <translation>La partie ne peut pas être servie : {problem}</translation>
    </message>
    <message>
        <source>{kind} {number}</source>
        <translation>{kind} {number}</translation>
    </message>
    <message>
        <source>{kind} {number} “{name}”</source>
        <translation>{kind} {number} « {name} »</translation>
    </message>
    <message>
        <source>the card set</source>
        <translation>le jeu de cartes</translation>
    </message>
    <message>
        <source>or</source>
        <comment>joins the last two of the values a field may take</comment>
        <translation>ou</translation>
    </message>
    <message>
        <source>{card}: {problem}</source>
        <translation>{card} : {problem}</translation>
    </message>
    <message>
        <source>{section}: none yet. A set needs one at least.</source>
        <translation>{section} : aucune pour l'instant. Un jeu de cartes en demande au moins une.</translation>
    </message>
    <message numerus="yes">
        <source>{section}: {count} cards counting copies; a set holds {least} to 200.</source>
        <translation>
            <numerusform>{section} : {count} carte, copies comprises ; un jeu de cartes en compte de {least} à 200.</numerusform>
            <numerusform>{section} : {count} cartes, copies comprises ; un jeu de cartes en compte de {least} à 200.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Adjust the game</source>
        <translation>Ajuster la partie</translation>
    </message>
    <message>
        <source>For what the rules cannot settle: a card's text done by hand, a table ruling, a mistake found later. The game goes on checked from here.</source>
        <translation>Pour ce que les règles ne peuvent pas trancher : le texte d'une carte appliqué à la main, une règle de table, une erreur découverte plus tard. La partie continue ensuite avec les vérifications.</translation>
    </message>
    <message>
        <source>What to adjust</source>
        <translation>Ce qu'il faut ajuster</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>pas encore vue</translation>
    </message>
    <message>
        <source>its deck</source>
        <translation>sa pile</translation>
    </message>
    <message>
        <source>%1's hidden hand</source>
        <translation>Main cachée de %1</translation>
    </message>
    <message>
        <source>%1's table (a star)</source>
        <translation>Table de %1 (une star)</translation>
    </message>
    <message>
        <source>%1's hand (an event)</source>
        <translation>Main de %1 (un événement)</translation>
    </message>
    <message>
        <source>%1's awards</source>
        <translation>Prix de %1</translation>
    </message>
    <message>
        <source>films of %1</source>
        <translation>films de %1</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>la défausse</translation>
    </message>
    <message>
        <source>top of the main deck</source>
        <translation>dessus de la pioche</translation>
    </message>
    <message>
        <source>bottom of the main deck</source>
        <translation>dessous de la pioche</translation>
    </message>
    <message>
        <source>top of the film deck</source>
        <translation>dessus de la pile des films</translation>
    </message>
    <message>
        <source>bottom of the film deck</source>
        <translation>dessous de la pile des films</translation>
    </message>
    <message>
        <source>top of the award deck</source>
        <translation>dessus de la pile des prix</translation>
    </message>
    <message>
        <source>bottom of the award deck</source>
        <translation>dessous de la pile des prix</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Carte :</translation>
    </message>
    <message>
        <source>If not seen yet, from:</source>
        <translation>Si pas encore vue, depuis :</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>Déplacer vers :</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>Déplacer une carte</translation>
    </message>
    <message>
        <source>give to %1</source>
        <translation>donner à %1</translation>
    </message>
    <message>
        <source>take back: bottom of the award deck</source>
        <translation>reprendre : sous la pile des prix</translation>
    </message>
    <message>
        <source>Award:</source>
        <translation>Prix :</translation>
    </message>
    <message>
        <source>Do:</source>
        <translation>Action :</translation>
    </message>
    <message>
        <source>Give or take an award</source>
        <translation>Donner ou reprendre un prix</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>psyché</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>charisme</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>renommée</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>ce tour-ci</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>définitivement</translation>
    </message>
    <message>
        <source>Star:</source>
        <translation>Star :</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Valeur :</translation>
    </message>
    <message>
        <source>Change by:</source>
        <translation>Modifier de :</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Durée :</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>Modifier une valeur</translation>
    </message>
    <message>
        <source>Used star:</source>
        <translation>Star utilisée :</translation>
    </message>
    <message>
        <source>Un-use a star</source>
        <translation>Rendre une star prête</translation>
    </message>
    <message>
        <source>Why (shown in the log), e.g. “card text: …”</source>
        <translation>Pourquoi (affiché dans le journal), p. ex. « texte de la carte : … »</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Raison :</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Say why: the reason goes into the log.</source>
        <translation>Indiquez pourquoi : la raison va dans le journal.</translation>
    </message>
    <message>
        <source>Nothing to adjust here.</source>
        <translation>Rien à ajuster ici.</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Impossible : %1</translation>
    </message>
</context>
<context>
    <name>NewTableGameDialog</name>
    <message>
        <source>New table game</source>
        <translation>Nouvelle partie sur table</translation>
    </message>
    <message>
        <source>Play with your own cards; the app keeps the totals and the rules. Deal one star to each player and four events to each hand first.</source>
        <translation>Jouez avec vos propres cartes ; l'application tient les totaux et les règles. Distribuez d'abord une star à chaque joueur et quatre événements à chaque main.</translation>
    </message>
    <message>
        <source>Card set (your box):</source>
        <translation>Jeu de cartes (votre boîte) :</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Seats, in playing order (to the left), and the star each was dealt</source>
        <translation>Places, dans l'ordre de jeu (vers la gauche), et la star distribuée à chacune</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Premier joueur :</translation>
    </message>
    <message>
        <source>Table rulings</source>
        <translation>Règles de table</translation>
    </message>
    <message>
        <source>Silver (negative) awards count toward the four</source>
        <translation>Les prix d'argent (négatifs) comptent pour les quatre</translation>
    </message>
    <message>
        <source>Always ask whether a player responds</source>
        <translation>Toujours demander si un joueur répond</translation>
    </message>
    <message>
        <source>A played award goes:</source>
        <translation>Un prix joué va :</translation>
    </message>
    <message>
        <source>Turn limit:</source>
        <translation>Limite de tours :</translation>
    </message>
    <message>
        <source>under the award deck</source>
        <translation>sous la pile des prix</translation>
    </message>
    <message>
        <source>onto the discard pile</source>
        <translation>à la défausse</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>dealt:</source>
        <translation>distribuée :</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Give every seat a different name.</source>
        <translation>Donnez un nom différent à chaque place.</translation>
    </message>
    <message>
        <source>Seat %1: a name is text on one line, without control characters.</source>
        <translation>Place %1 : un nom est du texte sur une ligne, sans caractères de contrôle.</translation>
    </message>
    <message>
        <source>Each player is dealt a different star.</source>
        <translation>Chaque joueur reçoit une star différente.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>"{move}" is not a move of this game.</source>
        <translation>« {move} » n'est pas un coup de ce jeu.</translation>
    </message>
    <message>
        <source>The showdown has not stood still for a whole round: the game goes on.</source>
        <translation>La confrontation finale n'est pas restée figée pendant un tour complet : la partie continue.</translation>
    </message>
    <message>
        <source>{star}'s reaction answers only what targets her.</source>
        <translation>La réaction de {star} ne répond qu'à ce qui la vise elle-même.</translation>
    </message>
    <message>
        <source>The game is over: nothing more can be done.</source>
        <translation>La partie est terminée : plus rien ne peut être fait.</translation>
    </message>
    <message>
        <source>{owner} has a response window open: only they may act now.</source>
        <translation>{owner} a une fenêtre de réponse ouverte : seul ce joueur peut agir maintenant.</translation>
    </message>
    <message>
        <source>In a response window you may only play a reaction or pass.</source>
        <translation>Dans une fenêtre de réponse, vous pouvez seulement jouer une réaction ou passer.</translation>
    </message>
    <message>
        <source>There is no response window open for you to pass.</source>
        <translation>Aucune fenêtre de réponse ne vous est ouverte pour passer.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by {source}'s outshine.</source>
        <translation>{card} n'annule qu'un événement : cette fenêtre a été ouverte par {source}, qui tente d'éclipser une star.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by {source}'s ability.</source>
        <translation>{card} n'annule qu'un événement : cette fenêtre a été ouverte par le pouvoir de {source}.</translation>
    </message>
    <message>
        <source>{card} cancels only an event: this window was opened by the award {source}.</source>
        <translation>{card} n'annule qu'un événement : cette fenêtre a été ouverte par le prix {source}.</translation>
    </message>
    <message>
        <source>You have no star for {card} to act on.</source>
        <translation>Vous n'avez aucune star sur laquelle {card} pourrait agir.</translation>
    </message>
    <message>
        <source>You have no used star for {card} to ready.</source>
        <translation>Vous n'avez aucune star utilisée que {card} pourrait redresser.</translation>
    </message>
    <message>
        <source>There is no star {card} could act on now.</source>
        <translation>Il n'y a maintenant aucune star sur laquelle {card} pourrait agir.</translation>
    </message>
    <message>
        <source>There is no player {card} could target now.</source>
        <translation>Il n'y a maintenant aucun joueur que {card} pourrait cibler.</translation>
    </message>
    <message>
        <source>It is {active}'s turn, not yours.</source>
        <translation>C'est le tour de {active}, pas le vôtre.</translation>
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation>{player} a quitté la partie.</translation>
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <translation>Il n'y a pas de place {seat}.</translation>
    </message>
    <message>
        <source>{star} is already used this turn.</source>
        <translation>{star} a déjà été utilisée ce tour-ci.</translation>
    </message>
    <message>
        <source>{star} is not on your table.</source>
        <translation>{star} n'est pas sur votre table.</translation>
    </message>
    <message>
        <source>{star} is named twice.</source>
        <translation>{star} est citée deux fois.</translation>
    </message>
    <message>
        <source>Choose at least one of your stars.</source>
        <translation>Choisissez au moins une de vos stars.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} n'est pas dans votre main.</translation>
    </message>
    <message>
        <source>{card} can only be played on your own turn.</source>
        <translation>{card} ne se joue que pendant votre tour.</translation>
    </message>
    <message>
        <source>{card} is a reaction: it can only be played in a response window opened for you.</source>
        <translation>{card} est une réaction : elle ne se joue que dans une fenêtre de réponse qui vous est ouverte.</translation>
    </message>
    <message>
        <source>{card} is not an event.</source>
        <translation>{card} n'est pas un événement.</translation>
    </message>
    <message>
        <source>{card} has no eligible target now.</source>
        <translation>{card} n'a aucune cible valide maintenant.</translation>
    </message>
    <message>
        <source>{target} is not an eligible target for {card}.</source>
        <translation>{target} n'est pas une cible valide pour {card}.</translation>
    </message>
    <message>
        <source>Seat {seat} is not an eligible target for {card}.</source>
        <translation>La place {seat} n'est pas une cible valide pour {card}.</translation>
    </message>
    <message>
        <source>The film deck is empty: no film can be made.</source>
        <translation>La pile des films est vide : aucun film ne peut être tourné.</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {required} the top film requires.</source>
        <translation>La renommée totale {fame} n'atteint pas les {required} qu'exige le film du dessus.</translation>
    </message>
    <message>
        <source>The film must go to one of the stars who made it.</source>
        <translation>Le film doit aller à l'une des stars qui l'ont tourné.</translation>
    </message>
    <message>
        <source>You have already bought an award this turn (one per turn).</source>
        <translation>Vous avez déjà acheté un prix ce tour-ci (un par tour).</translation>
    </message>
    <message>
        <source>You have already bought every award you may buy this turn ({count}: one per turn, plus the extra purchases cards allowed).</source>
        <translation>Vous avez déjà acheté tous les prix permis ce tour-ci ({count} : un par tour, plus les achats supplémentaires accordés par des cartes).</translation>
    </message>
    <message>
        <source>The award deck is empty: no award can be bought.</source>
        <translation>La pile des prix est vide : aucun prix ne peut être acheté.</translation>
    </message>
    <message>
        <source>Total fame {fame} does not reach the {cost} your next award costs.</source>
        <translation>La renommée totale {fame} n'atteint pas les {cost} que coûte votre prochain prix.</translation>
    </message>
    <message>
        <source>{target} is not on an opponent's table.</source>
        <translation>{target} n'est pas sur la table d'un adversaire.</translation>
    </message>
    <message>
        <source>There is no rival star on the table to outshine.</source>
        <translation>Il n'y a aucune star rivale à éclipser sur la table.</translation>
    </message>
    <message>
        <source>{target} is on your own table: a star cannot outshine her own player's star.</source>
        <translation>{target} est sur votre propre table : une star ne peut pas éclipser une star de son propre joueur.</translation>
    </message>
    <message>
        <source>{attacker}'s charisma {charisma} is below {target}'s psyche {psyche}.</source>
        <translation>Le charisme {charisma} de {attacker} est inférieur à la psyché {psyche} de {target}.</translation>
    </message>
    <message>
        <source>An outshine is one of your unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation>On éclipse avec une seule de vos stars inutilisées contre une star rivale : sélectionnez exactement une star (pas de travail d'équipe).</translation>
    </message>
    <message>
        <source>{star} has no ability.</source>
        <translation>{star} n'a pas de pouvoir.</translation>
    </message>
    <message>
        <source>Select the one star whose ability you want to use.</source>
        <translation>Sélectionnez la star dont vous voulez utiliser le pouvoir.</translation>
    </message>
    <message>
        <source>{star}'s ability is {kind}, not an action.</source>
        <translation>Le pouvoir de {star} est {kind}, pas une action.</translation>
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in your response window.</source>
        <translation>Le pouvoir de {star} est une réaction : il est proposé dans votre fenêtre de réponse.</translation>
    </message>
    <message>
        <source>{star}'s reaction has already been used in this window.</source>
        <translation>La réaction de {star} a déjà été utilisée dans cette fenêtre.</translation>
    </message>
    <message>
        <source>{card} is not among your awards.</source>
        <translation>{card} ne fait pas partie de vos prix.</translation>
    </message>
    <message>
        <source>{card} has no effect to play.</source>
        <translation>{card} n'a aucun effet à jouer.</translation>
    </message>
    <message>
        <source>{player} must first choose the targets of {card}, the award just revealed.</source>
        <translation>{player} doit d'abord choisir les cibles de {card}, le prix qui vient d'être révélé.</translation>
    </message>
    <message>
        <source>Only {player}, who drew {card}, chooses its targets.</source>
        <translation>Seul·e {player}, qui a tiré {card}, en choisit les cibles.</translation>
    </message>
    <message>
        <source>Choose one of the eligible targets of {card}.</source>
        <translation>Choisissez l'une des cibles possibles de {card}.</translation>
    </message>
    <message>
        <source>No revealed award is waiting for its targets.</source>
        <translation>Aucun prix révélé n'attend ses cibles.</translation>
    </message>
    <message>
        <source>In a digital game the cards are drawn for you.</source>
        <translation>Dans une partie numérique, les cartes sont piochées pour vous.</translation>
    </message>
    <message>
        <source>There is no card to enter as drawn now.</source>
        <translation>Il n'y a aucune carte piochée à saisir maintenant.</translation>
    </message>
    <message>
        <source>{player} still has {count} card(s) to enter as drawn first.</source>
        <translation>{player} doit d'abord saisir encore {count} carte(s) piochée(s).</translation>
    </message>
    <message>
        <source>No unseen event is left in the main deck: the card drawn must be a star.</source>
        <translation>Il ne reste aucun événement non vu dans la pioche : la carte piochée doit être une star.</translation>
    </message>
    <message>
        <source>{card} is not an unseen {kind}.</source>
        <translation>{card} n'est pas un(e) {kind} non vu(e).</translation>
    </message>
    <message>
        <source>Name the {kind} that came up.</source>
        <translation>Indiquez le/la {kind} sorti(e).</translation>
    </message>
    <message>
        <source>{card} is not the card on top: {top} is.</source>
        <translation>{card} n'est pas la carte du dessus : c'est {top}.</translation>
    </message>
    <message>
        <source>This entry is for table games.</source>
        <translation>Cette saisie est réservée aux parties sur table.</translation>
    </message>
    <message>
        <source>{card} is not a card of this card set.</source>
        <translation>{card} n'est pas une carte de ce jeu.</translation>
    </message>
    <message>
        <source>{place} is not a place a card can go.</source>
        <translation>{place} n'est pas un endroit où une carte peut aller.</translation>
    </message>
    <message>
        <source>{card} cannot go to {place}.</source>
        <translation>{card} ne peut pas aller à {place}.</translation>
    </message>
    <message>
        <source>{card} has not been seen and there is no unknown card to take it from.</source>
        <translation>{card} n'a pas été vue et il n'y a aucune carte inconnue d'où la prendre.</translation>
    </message>
    <message>
        <source>{star} is not on any table.</source>
        <translation>{star} n'est sur aucune table.</translation>
    </message>
    <message>
        <source>{stat} is not psyche, charisma or fame.</source>
        <translation>{stat} n'est ni psyché, ni charisme, ni renommée.</translation>
    </message>
    <message>
        <source>{until} is not end_of_turn or permanent.</source>
        <translation>{until} n'est ni end_of_turn ni permanent.</translation>
    </message>
    <message>
        <source>{amount} is out of range.</source>
        <translation>{amount} est hors limites.</translation>
    </message>
    <message>
        <source>{card} is already there: moving it there changes nothing.</source>
        <translation>{card} y est déjà : l’y déplacer ne change rien.</translation>
    </message>
    <message>
        <source>A change by 0 changes nothing: enter by how much the value changes.</source>
        <translation>Un changement de 0 ne change rien : saisissez de combien la valeur change.</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} et {last}</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Quelqu'un</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>une carte cachée</translation>
    </message>
    <message>
        <source>an unnamed card</source>
        <translation>une carte non nommée</translation>
    </message>
    <message>
        <source>{name} ({color}, +{bonus} {stat})</source>
        <translation>{name} ({color}, +{bonus} {stat})</translation>
    </message>
    <message>
        <source>psyche</source>
        <translation>psyché</translation>
    </message>
    <message>
        <source>charisma</source>
        <translation>charisme</translation>
    </message>
    <message>
        <source>fame</source>
        <translation>renommée</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>{who} drew the star {card}: she joins the table.</source>
        <translation>{who} a pioché la star {card} : elle rejoint la table.</translation>
    </message>
    <message>
        <source>{who} drew an event.</source>
        <translation>{who} a pioché un événement.</translation>
    </message>
    <message>
        <source>{who} drew {card}.</source>
        <translation>{who} a pioché {card}.</translation>
    </message>
    <message>
        <source>{who}'s {team} made the film {film} (fame {fame} for {required}).</source>
        <translation>{team} de {who} a tourné le film {film} (renommée {fame} pour {required}).</translation>
    </message>
    <message>
        <source>{who}'s {team} made the film {film}; it goes to {star} (fame {fame} for {required}).</source>
        <translation>{team} de {who} a tourné le film {film} ; il va à {star} (renommée {fame} pour {required}).</translation>
    </message>
    <message>
        <source>an award</source>
        <translation>un prix</translation>
    </message>
    <message>
        <source>{who} bought {what} with {stars} (fame {fame} for a cost of {cost}).</source>
        <translation>{who} a acheté {what} avec {stars} (renommée {fame} pour un coût de {cost}).</translation>
    </message>
    <message>
        <source>{who} revealed {card}: it takes effect and is shuffled back.</source>
        <translation>{who} a révélé {card} : la carte prend effet et est remélangée.</translation>
    </message>
    <message>
        <source>{who} gained {what}.</source>
        <translation>{who} a obtenu {what}.</translation>
    </message>
    <message>
        <source>{who} bought an award with {stars} (fame {fame} for a cost of {cost}) and revealed {card}: it takes effect and is shuffled back.</source>
        <translation>{who} a acheté un prix avec {stars} (renommée {fame} pour un coût de {cost}) et a révélé {card} : la carte prend effet et est remélangée.</translation>
    </message>
    <message>
        <source>{who} chooses the targets of {card}.</source>
        <translation>{who} choisit les cibles de {card}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {target}.</source>
        <translation>{who} a visé {target} avec {card}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {player}.</source>
        <translation>{who} a visé {player} avec {card}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {target} and {player}.</source>
        <translation>{who} a visé {target} et {player} avec {card}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {owner}'s {target}.</source>
        <translation>{who} a visé {target} de {owner} avec {card}.</translation>
    </message>
    <message>
        <source>{who} aimed {card} at {owner}'s {target} and {player}.</source>
        <translation>{who} a visé {target} de {owner} et {player} avec {card}.</translation>
    </message>
    <message>
        <source>{who}'s {star} tries to outshine {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} de {who} tente d'éclipser {target} de {owner} (charisme {charisma} contre psyché {psyche}).</translation>
    </message>
    <message>
        <source>{who}'s {star} outshone {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} de {who} a éclipsé {target} de {owner} (charisme {charisma} contre psyché {psyche}).</translation>
    </message>
    <message>
        <source>{star} failed to outshine {target}.</source>
        <translation>{star} n'a pas réussi à éclipser {target}.</translation>
    </message>
    <message>
        <source>{star} failed to outshine {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation>{star} n'a pas réussi à éclipser {target} (charisme {charisma} contre psyché {psyche}).</translation>
    </message>
    <message>
        <source>{who} played {card}.</source>
        <translation>{who} a joué {card}.</translation>
    </message>
    <message>
        <source>{who} played {card} on {target}.</source>
        <translation>{who} a joué {card} sur {target}.</translation>
    </message>
    <message>
        <source>{who} played the award {card}.</source>
        <translation>{who} a joué le prix {card}.</translation>
    </message>
    <message>
        <source>{who} played the award {card} on {target}.</source>
        <translation>{who} a joué le prix {card} sur {target}.</translation>
    </message>
    <message>
        <source>{star} has +{amount} {stat} this turn.</source>
        <translation>{star} a +{amount} de {stat} ce tour-ci.</translation>
    </message>
    <message>
        <source>{star} has {amount} {stat} this turn.</source>
        <translation>{star} a {amount} de {stat} ce tour-ci.</translation>
    </message>
    <message>
        <source>{star} has +{amount} {stat} for good.</source>
        <translation>{star} a +{amount} de {stat} définitivement.</translation>
    </message>
    <message>
        <source>{star} has {amount} {stat} for good.</source>
        <translation>{star} a {amount} de {stat} définitivement.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has +{amount} {stat} this turn.</source>
        <translation>{star} de {owner} a +{amount} de {stat} ce tour-ci.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has {amount} {stat} this turn.</source>
        <translation>{star} de {owner} a {amount} de {stat} ce tour-ci.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has +{amount} {stat} for good.</source>
        <translation>{star} de {owner} a +{amount} de {stat} définitivement.</translation>
    </message>
    <message>
        <source>{owner}'s {star} has {amount} {stat} for good.</source>
        <translation>{star} de {owner} a {amount} de {stat} définitivement.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile.</source>
        <translation>{card} de {who} va à la défausse.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; 1 film goes under the film deck.</source>
        <translation>{card} de {who} va à la défausse ; 1 film va sous la pile des films.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; {count} films go under the film deck.</source>
        <translation>{card} de {who} va à la défausse ; {count} films vont sous la pile des films.</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>un événement</translation>
    </message>
    <message>
        <source>{who} took {what} from {other}'s hand.</source>
        <translation>{who} a pris {what} dans la main de {other}.</translation>
    </message>
    <message>
        <source>{w} wins with four awards.</source>
        <translation>{w} gagne avec quatre prix.</translation>
    </message>
    <message>
        <source>{w} wins: the last one left in the showdown.</source>
        <translation>{w} gagne : dernier restant dans la confrontation finale.</translation>
    </message>
    <message>
        <source>The showdown stood still: {w} share the win.</source>
        <translation>La confrontation finale est restée figée : {w} se partagent la victoire.</translation>
    </message>
    <message>
        <source>The game ends by agreement, with no winner.</source>
        <translation>La partie se termine d'un commun accord, sans vainqueur.</translation>
    </message>
    <message>
        <source>The turn limit is reached: the game ends with no winner.</source>
        <translation>La limite de tours est atteinte : la partie se termine sans vainqueur.</translation>
    </message>
    <message>
        <source>The game is over, with no winner.</source>
        <translation>La partie est terminée, sans vainqueur.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{who} draws nothing: the main deck is empty (final showdown).</source>
        <translation>{who} ne pioche rien : la pioche principale est vide (épreuve finale).</translation>
    </message>
    <message>
        <source>{who} takes no film: the film deck is empty.</source>
        <translation>{who} ne prend aucun film : la pile des films est vide.</translation>
    </message>
    <message>
        <source>{who} takes no award: the award deck is empty.</source>
        <translation>{who} ne prend aucun prix : la pile des prix est vide.</translation>
    </message>
    <message>
        <source>{who} passed.</source>
        <translation>{who} a passé.</translation>
    </message>
    <message>
        <source>{who}'s {star} took the film {film}.</source>
        <translation>{star} de {who} a pris le film {film}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {who} to play.</source>
        <translation>Tour {turn} : à {who} de jouer.</translation>
    </message>
    <message>
        <source>{who} used {star}'s ability.</source>
        <translation>{who} a utilisé le pouvoir de {star}.</translation>
    </message>
    <message>
        <source>{who} may respond.</source>
        <translation>{who} peut répondre.</translation>
    </message>
    <message>
        <source>{who} reacted with {card}.</source>
        <translation>{who} a réagi avec {card}.</translation>
    </message>
    <message>
        <source>{who} reacted with {star}'s ability.</source>
        <translation>{who} a réagi avec le pouvoir de {star}.</translation>
    </message>
    <message>
        <source>The effect fizzled: its target had gone.</source>
        <translation>L'effet tombe à l'eau : sa cible a disparu.</translation>
    </message>
    <message>
        <source>{who} may buy one more award this turn.</source>
        <translation>{who} peut acheter un prix de plus ce tour-ci.</translation>
    </message>
    <message>
        <source>{star} is ready again.</source>
        <translation>{star} est de nouveau prête.</translation>
    </message>
    <message>
        <source>{who} moved the film {film} from {source} to {star}.</source>
        <translation>{who} a déplacé le film {film} de {source} vers {star}.</translation>
    </message>
    <message>
        <source>{who} put {card} under the award deck.</source>
        <translation>{who} a placé {card} sous la pile des prix.</translation>
    </message>
    <message>
        <source>{who} discarded {card} at random.</source>
        <translation>{who} a défaussé {card} au hasard.</translation>
    </message>
    <message>
        <source>{who} will skip their next turn.</source>
        <translation>{who} passera son prochain tour.</translation>
    </message>
    <message>
        <source>{who} skips this turn.</source>
        <translation>{who} passe ce tour.</translation>
    </message>
    <message>
        <source>{who} cancelled it.</source>
        <translation>{who} l'a annulé.</translation>
    </message>
    <message>
        <source>The card's text is settled by hand at the table.</source>
        <translation>Le texte de la carte se règle à la main, à la table.</translation>
    </message>
    <message>
        <source>The main deck is empty: the final showdown begins.</source>
        <translation>La pioche est vide : la confrontation finale commence.</translation>
    </message>
    <message>
        <source>{who} has no star left and leaves the game.</source>
        <translation>{who} n'a plus de star et quitte la partie.</translation>
    </message>
    <message>
        <source>{who} ended the turn.</source>
        <translation>{who} a terminé son tour.</translation>
    </message>
    <message>
        <source>Red Light: game {game}</source>
        <translation>Red Light : partie {game}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Joueurs : {names}</translation>
    </message>
    <message>
        <source>Red Light: a game</source>
        <translation>Red Light : une partie</translation>
    </message>
    <message>
        <source>The game is not over: turn {turn}, {who} to play.</source>
        <translation>La partie n'est pas terminée : tour {turn}, à {who} de jouer.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>{key} is missing</source>
        <translation>{key} manque</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} doit être un nombre entier, pas {value}</translation>
    </message>
    <message>
        <source>{key} must be within {lo}..{hi}, not {value}</source>
        <translation>{key} doit être entre {lo} et {hi}, pas {value}</translation>
    </message>
    <message>
        <source>{key} must be text</source>
        <translation>{key} doit être du texte</translation>
    </message>
    <message>
        <source>{key} is {length} characters long; at most {limit} are allowed</source>
        <translation>{key} fait {length} caractères ; {limit} au plus sont permis</translation>
    </message>
    <message>
        <source>{key}: A name is at most {limit} characters; this one has {length}.</source>
        <translation>{key} : Un nom a au plus {limit} caractères ; celui-ci en a {length}.</translation>
    </message>
    <message>
        <source>{key} holds a line break (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} contient un saut de ligne (U+{code}) ; un nom est du texte sur une ligne, sans caractère de contrôle</translation>
    </message>
    <message>
        <source>{key} holds a direction control (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} contient un contrôle de direction (U+{code}) ; un nom est du texte sur une ligne, sans caractère de contrôle</translation>
    </message>
    <message>
        <source>{key} holds a control character (U+{code}); a name is text on one line, without control characters</source>
        <translation>{key} contient un caractère de contrôle (U+{code}) ; un nom est du texte sur une ligne, sans caractère de contrôle</translation>
    </message>
    <message>
        <source>{key} must be {listed} (missing)</source>
        <translation>{key} doit être {listed} (manquant)</translation>
    </message>
    <message>
        <source>{key} must be {listed} (not {value})</source>
        <translation>{key} doit être {listed} (pas {value})</translation>
    </message>
    <message>
        <source>{key} must be true or false</source>
        <translation>{key} doit être true ou false</translation>
    </message>
    <message>
        <source>id must be lowercase letters, digits and dashes (at most {limit}), not {value}</source>
        <translation>L'identifiant doit être fait de minuscules, chiffres et tirets (au plus {limit}), pas {value}</translation>
    </message>
    <message>
        <source>id {value} is already used by {other}</source>
        <translation>L'identifiant {value} est déjà pris par {other}</translation>
    </message>
    <message>
        <source>{key} must be a list of 4 whole numbers</source>
        <translation>{key} doit être une liste de 4 nombres entiers</translation>
    </message>
    <message>
        <source>{key} must be a list of 4 whole numbers within 0..999</source>
        <translation>{key} doit être une liste de 4 nombres entiers entre 0 et 999</translation>
    </message>
    <message>
        <source>translations must be an object of language codes</source>
        <translation>translations doit être un objet de codes de langue</translation>
    </message>
    <message>
        <source>translations: at most {limit} languages are allowed</source>
        <translation>translations : {limit} langues au plus sont permises</translation>
    </message>
    <message>
        <source>translations: {value} is not a language code like "it"</source>
        <translation>translations : {value} n'est pas un code de langue comme "it"</translation>
    </message>
    <message>
        <source>translations.{lang} must be an object</source>
        <translation>translations.{lang} doit être un objet</translation>
    </message>
    <message>
        <source>translations.{lang}: {value} is not one of: {fields}</source>
        <translation>translations.{lang} : {value} n'est pas l'un de : {fields}</translation>
    </message>
    <message>
        <source>effect must be an object with a "do" verb</source>
        <translation>L'effet doit être un objet avec un verbe "do"</translation>
    </message>
    <message>
        <source>effect verb {value} is not one of: {verbs}</source>
        <translation>Le verbe d'effet {value} n'est pas l'un de : {verbs}</translation>
    </message>
    <message>
        <source>effect {verb} needs the field {key}</source>
        <translation>L'effet {verb} demande le champ {key}</translation>
    </message>
    <message>
        <source>effect {verb} can only be a reaction (phase reaction or a reaction ability)</source>
        <translation>L'effet {verb} ne peut être qu'une réaction (phase reaction ou un pouvoir de réaction)</translation>
    </message>
    <message>
        <source>effect {verb} target must be {listed}, not {value}</source>
        <translation>La cible de l'effet {verb} doit être {listed}, pas {value}</translation>
    </message>
    <message>
        <source>effect all needs a non-empty list of effects</source>
        <translation>L'effet all demande une liste d'effets non vide</translation>
    </message>
    <message>
        <source>effect all is nested too deeply</source>
        <translation>L'effet all est imbriqué trop profondément</translation>
    </message>
    <message>
        <source>ability must be null or an object</source>
        <translation>Le pouvoir doit être null ou un objet</translation>
    </message>
    <message>
        <source>ability effect is missing</source>
        <translation>L'effet du pouvoir manque</translation>
    </message>
    <message>
        <source>a passive ability may only use modify (applied while she is on a table) or manual</source>
        <translation>Un pouvoir passif ne peut utiliser que modify (appliqué tant qu'elle est sur une table) ou manual</translation>
    </message>
    <message>
        <source>ability trigger is for reaction abilities only, not {kind}</source>
        <translation>trigger n'existe que pour les pouvoirs de réaction, pas pour {kind}</translation>
    </message>
    <message>
        <source>{key} must be a list of cards</source>
        <translation>{key} doit être une liste de cartes</translation>
    </message>
    <message>
        <source>a card set must be a JSON object</source>
        <translation>Un jeu de cartes doit être un objet JSON</translation>
    </message>
    <message>
        <source>format must be "{format}", not {value}</source>
        <translation>format doit être "{format}", pas {value}</translation>
    </message>
    <message>
        <source>language must be a language code like "en", not {value}</source>
        <translation>language doit être un code de langue comme "en", pas {value}</translation>
    </message>
    <message>
        <source>effect is missing</source>
        <translation>L'effet manque</translation>
    </message>
    <message>
        <source>{key} must hold {least}..200 cards counting copies, not {count}</source>
        <translation>{key} doit compter de {least} à 200 cartes, copies comprises, pas {count}</translation>
    </message>
    <message>
        <source>the card set holds values that are not JSON text</source>
        <translation>Le jeu de cartes contient des valeurs qui ne sont pas du texte JSON</translation>
    </message>
    <message>
        <source>the card set is larger than 5 MB ({size} bytes)</source>
        <translation>Le jeu de cartes dépasse 5 Mo ({size} octets)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>{what} is larger than {limit} ({size} bytes)</source>
        <translation>{what} dépasse {limit} ({size} octets)</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (byte {byte})</source>
        <translation>{what} n'est pas du texte UTF-8 (octet {byte})</translation>
    </message>
    <message>
        <source>{what} is nested more than {depth} levels deep</source>
        <translation>{what} est imbriqué sur plus de {depth} niveaux</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: line {line} column {column}: {detail}</source>
        <translation>{what} n'est pas du JSON valide : ligne {line}, colonne {column} : {detail}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail}</source>
        <translation>{what} n'est pas du JSON valide : {detail}</translation>
    </message>
    <message>
        <source>{what}: a number has {digits} digits; at most {most} are allowed</source>
        <translation>{what} : un nombre a {digits} chiffres ; {most} au plus sont permis</translation>
    </message>
    <message>
        <source>{what}: a number is written with more than 100 characters</source>
        <translation>{what} : un nombre est écrit avec plus de 100 caractères</translation>
    </message>
    <message>
        <source>{what}: the number {number} is too large</source>
        <translation>{what} : le nombre {number} est trop grand</translation>
    </message>
    <message>
        <source>{what}: {token} is not a number JSON allows</source>
        <translation>{what} : {token} n'est pas un nombre permis en JSON</translation>
    </message>
    <message>
        <source>{what}: a key in {path} is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what} : une clé dans {path} n'est pas de l'Unicode valide (elle contient un substitut isolé)</translation>
    </message>
    <message>
        <source>{what}: a key in the document is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what} : une clé du document n'est pas de l'Unicode valide (elle contient un substitut isolé)</translation>
    </message>
    <message>
        <source>{what}: {path} is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what} : {path} n'est pas de l'Unicode valide (contient un substitut isolé)</translation>
    </message>
    <message>
        <source>{what}: the text is not valid Unicode (it holds a lone surrogate)</source>
        <translation>{what} : le texte n'est pas de l'Unicode valide (il contient un substitut isolé)</translation>
    </message>
    <message>
        <source>Could not {what}: {reason} ({path}). Nothing was changed.</source>
        <translation>Impossible {what} : {reason} ({path}). Rien n'a été modifié.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file {path} is damaged (a text in its column {column} is not valid UTF-8). Nothing was changed.</source>
        <translation>Impossible {what} : le fichier des parties sauvegardées {path} est endommagé (un texte de sa colonne {column} n'est pas de l'UTF-8 valide). Rien n'a été modifié.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file {path} holds a damaged entry ({detail}). Nothing was changed.</source>
        <translation>Impossible {what} : le fichier des parties sauvegardées {path} contient une entrée endommagée ({detail}). Rien n'a été modifié.</translation>
    </message>
    <message>
        <source>Could not {what}: {detail}.</source>
        <translation>Impossible {what} : {detail}.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used: {reason}.</source>
        <translation>Le dossier de données {folder} ne peut pas être utilisé : {reason}.</translation>
    </message>
    <message>
        <source>The saved games in {path} cannot be opened: {reason}.</source>
        <translation>Les parties sauvegardées dans {path} ne peuvent pas être ouvertes : {reason}.</translation>
    </message>
    <message>
        <source>The lock file {path} cannot be opened ({reason}), so the saved games cannot be used. Check the data folder, or start with --data-dir pointing at another folder.</source>
        <translation>Le fichier de verrou {path} ne peut pas être ouvert ({reason}), les parties sauvegardées ne peuvent donc pas être utilisées. Vérifiez le dossier de données, ou lancez l'application avec --data-dir pointant vers un autre dossier.</translation>
    </message>
    <message>
        <source>The lock file {path} cannot be written ({reason}), so nothing could be saved either. Free some space, or start with --data-dir pointing at another folder.</source>
        <translation>Le fichier de verrou {path} ne peut pas être écrit ({reason}), rien ne pourrait donc être enregistré non plus. Libérez de l'espace, ou lancez l'application avec --data-dir pointant vers un autre dossier.</translation>
    </message>
    <message>
        <source>The data folder {folder} is read-only, so nothing can be saved there; the saved games can still be read (redlight games, stats, log, export). Start with --data-dir pointing at a folder you may write to.</source>
        <translation>Le dossier de données {folder} est en lecture seule, rien ne peut donc y être enregistré ; les parties sauvegardées peuvent toujours être lues (redlight games, stats, log, export). Lancez l'application avec --data-dir pointant vers un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Une autre copie de Red Light Companion utilise les parties enregistrées dans {folder}. Fermez-la d’abord, ou lancez celle-ci avec --data-dir pointant vers un autre dossier.</translation>
    </message>
    <message>
        <source>Another copy of Red Light Companion (process {process}) is using the saved games in {folder}. Close it first, or start this one with --data-dir pointing at another folder.</source>
        <translation>Une autre copie de Red Light Companion (processus {process}) utilise les parties enregistrées dans {folder}. Fermez-la d’abord, ou lancez celle-ci avec --data-dir pointant vers un autre dossier.</translation>
    </message>
    <message>
        <source>The saved games file {path} cannot be created: {reason}.</source>
        <translation>Le fichier des parties sauvegardées {path} ne peut pas être créé : {reason}.</translation>
    </message>
    <message>
        <source>Cannot read the saved games file {path}: {detail}.</source>
        <translation>Impossible de lire le fichier des parties sauvegardées {path} : {detail}.</translation>
    </message>
    <message>
        <source>Cannot read the journal of the saved games file {path}: {reason}.</source>
        <translation>Impossible de lire le journal du fichier des parties sauvegardées {path} : {reason}.</translation>
    </message>
    <message>
        <source>Cannot open the saved games file {path}: {detail}.</source>
        <translation>Impossible d'ouvrir le fichier des parties sauvegardées {path} : {detail}.</translation>
    </message>
    <message>
        <source>The saved games file {path} is locked by another program. Close it and try again.</source>
        <translation>Le fichier des parties sauvegardées {path} est verrouillé par un autre programme. Fermez-le et réessayez.</translation>
    </message>
    <message>
        <source>The saved games file {path} is read-only, so nothing can be saved to it; the saved games can still be read (redlight games, stats, log, export). Make it writable, or start with --data-dir pointing at another folder.</source>
        <translation>Le fichier des parties sauvegardées {path} est en lecture seule, rien ne peut donc y être enregistré ; les parties sauvegardées peuvent toujours être lues (redlight games, stats, log, export). Rendez-le accessible en écriture, ou lancez l'application avec --data-dir pointant vers un autre dossier.</translation>
    </message>
    <message>
        <source>The saved games file {path} is not usable ({detail}), and another copy of the app is running: close it and try again.</source>
        <translation>Le fichier des parties sauvegardées {path} est inutilisable ({detail}), et une autre copie de l'application est ouverte : fermez-la et réessayez.</translation>
    </message>
    <message>
        <source>The saved games file {path} needs an upgrade, and another copy of the app is running: close it and try again.</source>
        <translation>Le fichier des parties sauvegardées {path} doit être mis à niveau, et une autre copie de l'application est ouverte : fermez-la et réessayez.</translation>
    </message>
    <message>
        <source>Cannot prepare the saved games file {path}: the disk is full (SQLite: {detail}).</source>
        <translation>Impossible de préparer le fichier des parties sauvegardées {path} : le disque est plein (SQLite : {detail}).</translation>
    </message>
    <message>
        <source>The saved games file {path} cannot be read: {reason}.</source>
        <translation>Le fichier des parties sauvegardées {path} ne peut pas être lu : {reason}.</translation>
    </message>
    <message>
        <source>The saved games file {path} was not read, so that nothing in it changes: {detail}. Start the app to set both aside (nothing is deleted) and go on from the file as it was, or move the journal away yourself.</source>
        <translation>Le fichier des parties sauvegardées {path} n'a pas été lu, pour que rien n'y change : {detail}. Lancez l'application pour mettre les deux de côté (rien n'est supprimé) et repartir du fichier tel qu'il était, ou déplacez vous-même le journal.</translation>
    </message>
    <message>
        <source>The saved games file {path} is not usable ({detail}); start the app to set it aside and begin a new one.</source>
        <translation>Le fichier des parties sauvegardées {path} est inutilisable ({detail}) ; lancez l'application pour le mettre de côté et en commencer un nouveau.</translation>
    </message>
    <message>
        <source>The saved games file {path} needs an upgrade: start the app once, then try again.</source>
        <translation>Le fichier des parties sauvegardées {path} doit être mis à niveau : lancez l'application une fois, puis réessayez.</translation>
    </message>
    <message>
        <source>Could not {what}: the saved games file is locked by another program. Nothing was changed; try again.</source>
        <translation>Impossible {what} : le fichier des parties sauvegardées est verrouillé par un autre programme. Rien n'a été modifié ; réessayez.</translation>
    </message>
    <message>
        <source>Could not {what}: the disk is full. Nothing was changed.</source>
        <translation>Impossible {what} : le disque est plein. Rien n'a été modifié.</translation>
    </message>
    <message>
        <source>There is no card set {cardset}.</source>
        <translation>Il n'y a pas de jeu de cartes {cardset}.</translation>
    </message>
    <message>
        <source>The stored card set {cardset} ("{name}") is no longer valid: {detail}</source>
        <translation>Le jeu de cartes enregistré {cardset} (« {name} ») n'est plus valide : {detail}</translation>
    </message>
    <message>
        <source>Game {game}: the rules refuse this move, so it was not saved: {detail}</source>
        <translation>Partie {game} : les règles refusent ce coup, il n'a donc pas été enregistré : {detail}</translation>
    </message>
    <message>
        <source>There is no saved game {game}.</source>
        <translation>Il n'y a pas de partie sauvegardée {game}.</translation>
    </message>
    <message>
        <source>Game {game}: move {move} cannot be saved there, the saved log holds {held} moves (the next is move {next}). Nothing was saved; reload the game.</source>
        <translation>Partie {game} : le coup {move} ne peut pas être enregistré à cet endroit (coups dans le journal enregistré : {held} ; le suivant est le coup {next}). Rien n'a été enregistré ; rechargez la partie.</translation>
    </message>
    <message>
        <source>Game {game} has {total} moves: {count} cannot be undone.</source>
        <translation>La partie {game} n'a pas assez de coups pour en annuler {count} (coups : {total}).</translation>
    </message>
    <message>
        <source>Game {game} has {total} moves: it cannot be cut back to {keep}.</source>
        <translation>La partie {game} (coups : {total}) ne peut pas être ramenée à {keep}.</translation>
    </message>
    <message>
        <source>Saved game {game}: move {move} is missing from its log.</source>
        <translation>Partie sauvegardée {game} : le coup {move} manque dans son journal.</translation>
    </message>
    <message>
        <source>Saved game {game}: move {move} is unreadable: {detail}.</source>
        <translation>Partie sauvegardée {game} : le coup {move} est illisible : {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its options are unreadable: {detail}.</source>
        <translation>Partie sauvegardée {game} : ses options sont illisibles : {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its seed is not a whole number.</source>
        <translation>Partie sauvegardée {game} : sa graine n'est pas un nombre entier.</translation>
    </message>
    <message>
        <source>Saved game {game}: its first player is not a seat number.</source>
        <translation>Partie sauvegardée {game} : son premier joueur n'est pas un numéro de place.</translation>
    </message>
    <message>
        <source>Saved game {game}: its dealt stars are unreadable: {detail}.</source>
        <translation>Partie sauvegardée {game} : ses stars distribuées sont illisibles : {detail}.</translation>
    </message>
    <message>
        <source>Saved game {game}: its dealt stars are not a list of cards.</source>
        <translation>Partie sauvegardée {game} : ses stars distribuées ne sont pas une liste de cartes.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at the start: {detail}. The rules or its card set may have changed since it was saved.</source>
        <translation>La partie sauvegardée {game} ({names}) ne se rejoue plus dès le début : {detail}. Les règles ou son jeu de cartes ont peut-être changé depuis qu'elle a été sauvegardée.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved.</source>
        <translation>La partie sauvegardée {game} ({names}) ne se rejoue plus au coup {move} sur {total} : {detail}. Les règles ou son jeu de cartes ont peut-être changé depuis qu'elle a été sauvegardée.</translation>
    </message>
    <message>
        <source>Saved game {game} ({names}) no longer replays at move {move} of {total}: {detail}. The rules or its card set may have changed since it was saved. Moves 1 to {intact} are intact: undo back to there to play on.</source>
        <translation>La partie sauvegardée {game} ({names}) ne se rejoue plus au coup {move} sur {total} : {detail}. Les règles ou son jeu de cartes ont peut-être changé depuis qu'elle a été sauvegardée. Les coups 1 à {intact} sont intacts : annulez jusque-là pour continuer à jouer.</translation>
    </message>
    <message>
        <source>copy the card sets</source>
        <translation>de copier les jeux de cartes</translation>
    </message>
    <message>
        <source>store the card set</source>
        <translation>de conserver le jeu de cartes</translation>
    </message>
    <message>
        <source>list the card sets</source>
        <translation>de lister les jeux de cartes</translation>
    </message>
    <message>
        <source>read the card set</source>
        <translation>de lire le jeu de cartes</translation>
    </message>
    <message>
        <source>save the new game</source>
        <translation>d'enregistrer la nouvelle partie</translation>
    </message>
    <message>
        <source>save the move</source>
        <translation>d'enregistrer le coup</translation>
    </message>
    <message>
        <source>read the game</source>
        <translation>de lire la partie</translation>
    </message>
    <message>
        <source>list the saved games</source>
        <translation>de lister les parties sauvegardées</translation>
    </message>
    <message>
        <source>delete the game</source>
        <translation>de supprimer la partie</translation>
    </message>
    <message>
        <source>undo the move</source>
        <translation>d'annuler le coup</translation>
    </message>
    <message>
        <source>compute statistics</source>
        <translation>de calculer les statistiques</translation>
    </message>
    <message>
        <source>import the game</source>
        <translation>d'importer la partie</translation>
    </message>
    <message>
        <source>read the card sets</source>
        <translation>de lire les jeux de cartes</translation>
    </message>
    <message>
        <source>the operating system does not allow it (permission denied)</source>
        <translation>le système d'exploitation ne le permet pas (permission refusée)</translation>
    </message>
    <message>
        <source>the saved games file is read-only</source>
        <translation>le fichier des parties sauvegardées est en lecture seule</translation>
    </message>
    <message>
        <source>the disk could not be read or written (input/output error)</source>
        <translation>le disque n'a pas pu être lu ou écrit (erreur d'entrée/sortie)</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the saved games file cannot be opened</source>
        <translation>le fichier des parties sauvegardées ne peut pas être ouvert</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>le quota de disque est épuisé</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c'est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>un fichier se trouve là où devrait être un dossier</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>il n'existe pas</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>erreur d'entrée/sortie</translation>
    </message>
    <message>
        <source>it is a symbolic link; remove it</source>
        <translation>c'est un lien symbolique ; supprimez-le</translation>
    </message>
    <message>
        <source>another file is in its place; move it away</source>
        <translation>un autre fichier est à sa place ; déplacez-le</translation>
    </message>
    <message>
        <source>it keeps changing</source>
        <translation>il change sans cesse</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>A card not named</source>
        <translation>Carte non nommée</translation>
    </message>
</context>
</TS>