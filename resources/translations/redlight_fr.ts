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
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Cards: {count}, top first (the pile is never shuffled back, D1):</source>
        <translation>Cartes : {count}, du dessus vers le bas (la pile n'est jamais remélangée, D1) :</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
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
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>&amp;Card set:</source>
        <translation>Jeu de &amp;cartes :</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>S&amp;eed (optional):</source>
        <translation>&amp;Graine (facultative) :</translation>
    </message>
    <message>
        <source>Chosen at random (S5)</source>
        <translation>Tiré au sort (S5)</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;Premier joueur :</translation>
    </message>
    <message>
        <source>Always ask for reactions (hides whether a player holds one)</source>
        <translation>Toujours demander les réactions (cache si un joueur en a une)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>&amp;Turn limit:</source>
        <translation>&amp;Limite de tours :</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Chaque place doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two seats have the same name: give each player their own.</source>
        <translation>Deux places ont le même nom : donnez à chaque joueur le sien.</translation>
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
        <translation>{action} : cliquez sur le joueur à cibler (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>Click the star who gets the film (highlighted). Esc cancels.</source>
        <translation>Cliquez sur la star qui reçoit le film (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>{action}: click the star of yours who receives it. Esc cancels.</source>
        <translation>{action} : cliquez sur votre star qui le reçoit. Échap annule.</translation>
    </message>
    <message>
        <source>{action}: click a rival star to outshine (highlighted). Esc cancels.</source>
        <translation>{action} : cliquez sur une star rivale à éclipser (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>{action}: click its target on the table (highlighted). Esc cancels.</source>
        <translation>{action} : cliquez sur sa cible sur la table (en surbrillance). Échap annule.</translation>
    </message>
    <message>
        <source>Respond: play a reaction from your hand or a star's reaction, or Pass.</source>
        <translation>Répondez : jouez une réaction de votre main ou la réaction d'une star, ou passez.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>En attente de {name}.</translation>
    </message>
    <message>
        <source>Selected: {names}. Choose an action, or click a rival star to outshine.</source>
        <translation>Sélection : {names}. Choisissez une action, ou cliquez sur une star rivale à éclipser.</translation>
    </message>
    <message>
        <source>Select one or more of your stars, then an action; or play a card from your hand.</source>
        <translation>Sélectionnez une ou plusieurs de vos stars, puis une action ; ou jouez une carte de votre main.</translation>
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
        <source>An outshine is one of your unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation>On éclipse avec une seule de vos stars inutilisées contre une star rivale : sélectionnez exactement une star (pas de travail d'équipe).</translation>
    </message>
    <message>
        <source>Outshine with {star}</source>
        <translation>Éclipser avec {star}</translation>
    </message>
    <message>
        <source>Select the one star whose ability you want to use.</source>
        <translation>Sélectionnez la star dont vous voulez utiliser le pouvoir.</translation>
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
        <translation>Pa&amp;sser (ne pas répondre)</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Fin du tour</translation>
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
        <source>Game &amp;log</source>
        <translation>&amp;Journal de partie</translation>
    </message>
    <message>
        <source>Could not list saved games: {error}</source>
        <translation>Impossible de lister les parties enregistrées : {error}</translation>
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
        <source>&amp;Start page (resume a game)</source>
        <translation>Page d'&amp;accueil (reprendre une partie)</translation>
    </message>
    <message>
        <source>Card se&amp;ts…</source>
        <translation>&amp;Jeux de cartes…</translation>
    </message>
    <message>
        <source>&amp;Look back at a game…</source>
        <translation>&amp;Revoir une partie…</translation>
    </message>
    <message>
        <source>Export lo&amp;g…</source>
        <translation>Exporter le &amp;journal…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>End by &amp;agreement (V6)…</source>
        <translation>Terminer d'un commun &amp;accord (V6)…</translation>
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
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Cancel selection / target</source>
        <translation>Annuler la &amp;sélection / cible</translation>
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
        <source>Play a &amp;card from your hand</source>
        <translation>Jouer une &amp;carte de votre main</translation>
    </message>
    <message>
        <source>Card {n}</source>
        <translation>Carte {n}</translation>
    </message>
    <message>
        <source>Play an any-time event &amp;out of turn</source>
        <translation>Jouer un événement « à tout moment » &amp;hors de son tour</translation>
    </message>
    <message>
        <source>Out of turn: next human player</source>
        <translation>Hors de son tour : joueur humain suivant</translation>
    </message>
    <message>
        <source>Look through the &amp;discard pile</source>
        <translation>Parcourir la &amp;défausse</translation>
    </message>
    <message>
        <source>&amp;Hint: what would a good player do?</source>
        <translation>Co&amp;nseil : que ferait un bon joueur ?</translation>
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
        <translation>&amp;Sombre</translation>
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
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>A companion for the card game Red Light: rules, saved games and digital play.</source>
        <translation>Un compagnon pour le jeu de cartes Red Light : règles, parties enregistrées et jeu numérique.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>La partie ne peut pas commencer</translation>
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
        <translation>Supprimer définitivement cette partie enregistrée ?</translation>
    </message>
    <message>
        <source>End by agreement</source>
        <translation>Fin d'un commun accord</translation>
    </message>
    <message>
        <source>Do all players agree to end the game now, with no winner (V6)?</source>
        <translation>Tous les joueurs acceptent-ils de terminer la partie maintenant, sans vainqueur (V6) ?</translation>
    </message>
    <message>
        <source>Autosaved · {count} moves</source>
        <translation>Enregistré · {count} coups</translation>
    </message>
    <message>
        <source>Not saved · {count} moves</source>
        <translation>Non enregistré · {count} coups</translation>
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
        <source>(does not count toward the four, V2)</source>
        <translation>(ne compte pas pour les quatre, V2)</translation>
    </message>
    <message>
        <source>{name} gives back an award of their choice.</source>
        <translation>{name} rend un prix de son choix.</translation>
    </message>
    <message>
        <source>{name} may respond: a response window is open for them (R1).</source>
        <translation>{name} peut répondre : une fenêtre de réponse lui est ouverte (R1).</translation>
    </message>
    <message>
        <source>{name} asked to play an any-time event during {active}'s turn (E1).</source>
        <translation>{name} demande à jouer un événement « à tout moment » pendant le tour de {active} (E1).</translation>
    </message>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>C'est le tour de {name}.</translation>
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
        <translation>Tous les autres, détournez les yeux : la main de {name} va s'afficher.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Je suis {name} : montrer ma main</translation>
    </message>
    <message>
        <source>{name}, out of turn: play an any-time event from your hand, or press Done (Esc) to hand back.</source>
        <translation>{name}, hors de son tour : jouez un événement « à tout moment » de votre main, ou appuyez sur Terminé (Échap) pour rendre la main.</translation>
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
        <translation>Impossible : {reason}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>This undo also takes back what {names} did. Does {names} agree?</source>
        <translation>Cette annulation reprend aussi ce qu'a fait {names}. {names} est-il d'accord ?</translation>
    </message>
    <message>
        <source>A hint is for the human player who must act now.</source>
        <translation>Le conseil est destiné au joueur humain qui doit agir maintenant.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Estimated win chance after this move: {chance}%</source>
        <translation>Chance de victoire estimée après ce coup : {chance} %</translation>
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
        <translation>Tournez un film avec {stars} ; il va à {star}.</translation>
    </message>
    <message>
        <source>Outshine {target} with {star}.</source>
        <translation>Éclipsez {target} avec {star}.</translation>
    </message>
    <message>
        <source>Use {star}'s ability.</source>
        <translation>Utilisez la capacité de {star}.</translation>
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
        <translation>Passez : laissez-le se résoudre.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Terminez votre tour.</translation>
    </message>
    <message>
        <source>Target: {target}.</source>
        <translation>Cible : {target}.</translation>
    </message>
    <message>
        <source>Against {player}.</source>
        <translation>Contre {player}.</translation>
    </message>
    <message>
        <source>Saving is not available ({error}); this game lasts until you quit.</source>
        <translation>L'enregistrement n'est pas disponible ({error}) ; cette partie dure jusqu'à ce que vous quittiez.</translation>
    </message>
    <message>
        <source>Games played now are not saved.</source>
        <translation>Les parties jouées maintenant ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>The saved-games file could not be read and was moved aside to {path}; a new one was started.</source>
        <translation>Le fichier des parties enregistrées était illisible et a été déplacé vers {path} ; un nouveau a été créé.</translation>
    </message>
    <message>
        <source>Make film</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Buy award</source>
        <translation>Acheter un prix</translation>
    </message>
    <message>
        <source>Outshine</source>
        <translation>Éclipser</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Pouvoir</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Not possible now: {reason}</source>
        <translation>Impossible maintenant : {reason}</translation>
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
        <source>reaction</source>
        <translation>réaction</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>passif</translation>
    </message>
    <message>
        <source>{name}: psyche {psyche}, charisma {charisma}, fame {fame}</source>
        <translation>{name} : psyché {psyche}, charisme {charisma}, renommée {fame}</translation>
    </message>
    <message>
        <source>, used</source>
        <translation>, utilisée</translation>
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
        <source>Not playable now: click to see why.</source>
        <translation>Non jouable maintenant : cliquez pour savoir pourquoi.</translation>
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
        <source> · does not count</source>
        <translation> · ne compte pas</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(sans texte)</translation>
    </message>
    <message>
        <source>Awards held, turn by turn</source>
        <translation>Prix détenus, tour par tour</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
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
        <source>four awards in hand (V1)</source>
        <translation>quatre prix en main (V1)</translation>
    </message>
    <message>
        <source>the last player left in the final showdown (V5)</source>
        <translation>dernier joueur restant dans la confrontation finale (V5)</translation>
    </message>
    <message>
        <source>the players agreed to end the game (V6)</source>
        <translation>les joueurs ont convenu de finir la partie (V6)</translation>
    </message>
    <message>
        <source>the turn limit was reached (V6)</source>
        <translation>la limite de tours a été atteinte (V6)</translation>
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
        <translation>{name} gagne !</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>{names} gagnent !</translation>
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
        <source>Why: {reason}, after turns: {turns}.</source>
        <translation>Pourquoi : {reason}, après tours : {turns}.</translation>
    </message>
    <message>
        <source>out</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>awards: {count}</source>
        <translation>prix : {count}</translation>
    </message>
    <message>
        <source>stars on the table: {count}</source>
        <translation>stars sur la table : {count}</translation>
    </message>
    <message>
        <source>films: {count}</source>
        <translation>films : {count}</translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F)…</source>
        <translation>Chercher dans les règles (Ctrl+F)…</translation>
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
        <translation>Jouez avec vos propres cartes : l'application tient les totaux et les règles</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>confrontation finale</translation>
    </message>
    <message>
        <source>turn {turn}</source>
        <translation>tour {turn}</translation>
    </message>
    <message>
        <source>{status}, moves: {moves} — saved {when}</source>
        <translation>{status}, coups : {moves} — enregistrée le {when}</translation>
    </message>
    <message>
        <source>No unfinished game: start a new one.</source>
        <translation>Aucune partie en cours : commencez-en une nouvelle.</translation>
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
        <source>for good</source>
        <translation>définitivement</translation>
    </message>
    <message>
        <source>No star on the table</source>
        <translation>Aucune star sur la table</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>A computer player, level {level}</source>
        <translation>Un joueur ordinateur, niveau {level}</translation>
    </message>
    <message>
        <source>Replay of game {game}: {names}</source>
        <translation>Revoir la partie {game} : {names}</translation>
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
        <translation>Regarder :</translation>
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
        <translation>Commence une nouvelle partie enregistrée à partir de ce coup ; cette partie reste telle quelle.</translation>
    </message>
    <message>
        <source>A new game with the same card set, shuffle and seats: make new choices.</source>
        <translation>Une nouvelle partie avec le même jeu de cartes, le même mélange et les mêmes places : faites d'autres choix.</translation>
    </message>
    <message>
        <source>Show a hand</source>
        <translation>Montrer une main</translation>
    </message>
    <message>
        <source>This game is still in play. Show {name}'s hand? Everyone else, look away.</source>
        <translation>Cette partie est encore en cours. Montrer la main de {name} ? Tous les autres, détournez le regard.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
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
        <translation>Main de {name} — événements : {events}, prix : {awards}</translation>
    </message>
    <message>
        <source>Move {move} of {moves} · turn {turn}</source>
        <translation>Coup {move} sur {moves} · tour {turn}</translation>
    </message>
    <message>
        <source>The game is over at this move: step back to continue from an earlier one.</source>
        <translation>À ce coup la partie est terminée : reculez pour continuer à partir d'un coup précédent.</translation>
    </message>
    <message>
        <source>{count} unseen</source>
        <translation>{count} non vues</translation>
    </message>
    <message>
        <source>{name}: hand {events}; awards {awards}</source>
        <translation>{name} : main {events} ; prix {awards}</translation>
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
        <source>Hand {count}</source>
        <translation>Main {count}</translation>
    </message>
    <message>
        <source>Events in hand: {events}; awards: {awards}</source>
        <translation>Événements en main : {events} ; prix : {awards}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l'instant</translation>
    </message>
    <message>
        <source>Your awards: {names}</source>
        <translation>Vos prix : {names}</translation>
    </message>
    <message>
        <source>Awards held by {name}: {count} (hidden)</source>
        <translation>Prix de {name} : {count} (cachés)</translation>
    </message>
    <message>
        <source>{deck}: {count} cards.</source>
        <translation>{deck} : {count} cartes.</translation>
    </message>
    <message>
        <source>Cards: {count}</source>
        <translation>Cartes : {count}</translation>
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
        <source>Films</source>
        <translation>Films</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Prix</translation>
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
        <translation>plus de pioche ; un joueur sans star est éliminé</translation>
    </message>
    <message>
        <source>{player}'s {star} outshining {target}</source>
        <translation>{star} de {player} éclipsant {target}</translation>
    </message>
    <message>
        <source>an effect</source>
        <translation>un effet</translation>
    </message>
    <message>
        <source>{owner} may respond to {what}</source>
        <translation>{owner} peut répondre à {what}</translation>
    </message>
    <message>
        <source>stars and events;</source>
        <translation>stars et événements ;</translation>
    </message>
    <message>
        <source>empty = showdown</source>
        <translation>vide = confrontation</translation>
    </message>
    <message>
        <source>The main deck: stars and events. When it runs out, the final showdown begins (V3).</source>
        <translation>La pioche : stars et événements. Quand elle est vide, la confrontation finale commence (V3).</translation>
    </message>
    <message>
        <source>top film needs fame {fame}</source>
        <translation>film du dessus : renommée {fame}</translation>
    </message>
    <message>
        <source>no film left</source>
        <translation>plus de film</translation>
    </message>
    <message>
        <source>which film: hidden</source>
        <translation>quel film : caché</translation>
    </message>
    <message>
        <source>Which film is on top stays hidden; its required fame is public (A2).</source>
        <translation>Le film du dessus reste caché ; la renommée qu'il exige est publique (A2).</translation>
    </message>
    <message>
        <source>next for {name}:</source>
        <translation>suivant pour {name} :</translation>
    </message>
    <message>
        <source>fame {cost}  (row {row})</source>
        <translation>renommée {cost}  (ligne {row})</translation>
    </message>
    <message>
        <source>no award left</source>
        <translation>plus de prix</translation>
    </message>
    <message>
        <source>The top award's cost row is public (A3): the cost is read at the level of awards you hold + 1.</source>
        <translation>La ligne de coûts du prix du dessus est publique (A3) : le coût se lit au niveau de vos prix détenus + 1.</translation>
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
        <source>The discard pile, face up (D1). Click or press D to look through it.</source>
        <translation>La défausse, face visible (D1). Cliquez ou appuyez sur D pour la parcourir.</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (click a card to play it)</source>
        <translation>Main de {name} — événements : {events}, prix : {awards}   (cliquez sur une carte pour la jouer)</translation>
    </message>
    <message>
        <source>An award: four of them win the game.</source>
        <translation>Un prix : quatre font gagner la partie.</translation>
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
        <translation>Red Light Companion a rencontré une erreur inattendue. Votre partie est enregistrée après chaque coup ; vous pouvez continuer, ou copier le rapport (il contient la partie en cours) et nous l'envoyer.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copier le rapport</translation>
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
        <translation>{name}, {cause} vous oblige à rendre un de vos prix : il va sous la pioche des prix. Lequel ?</translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation>Le rendre</translation>
    </message>
    <message>
        <source>The undo could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>L'annulation n'a pas pu être enregistrée : le disque est plein. Rien n'est perdu : libérez de la place et appuyez sur Réessayer.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the disk is full. Nothing is lost: free some space and press Retry.</source>
        <translation>Le dernier coup n'a pas pu être enregistré : le disque est plein. Rien n'est perdu : libérez de la place et appuyez sur Réessayer.</translation>
    </message>
    <message>
        <source>The undo could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>L'annulation n'a pas pu être enregistrée : le fichier des parties est verrouillé par un autre programme. Rien n'est perdu : appuyez sur Réessayer.</translation>
    </message>
    <message>
        <source>The last move could not be saved: the saved-games file is locked by another program. Nothing is lost: press Retry.</source>
        <translation>Le dernier coup n'a pas pu être enregistré : le fichier des parties est verrouillé par un autre programme. Rien n'est perdu : appuyez sur Réessayer.</translation>
    </message>
    <message>
        <source>The undo could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>L'annulation n'a pas pu être enregistrée : {error} Rien n'est perdu : appuyez sur Réessayer une fois le problème résolu.</translation>
    </message>
    <message>
        <source>The last move could not be saved: {error} Nothing is lost: press Retry once the problem is solved.</source>
        <translation>Le dernier coup n'a pas pu être enregistré : {error} Rien n'est perdu : appuyez sur Réessayer une fois le problème résolu.</translation>
    </message>
    <message>
        <source>NOT SAVED: you chose to continue without saving · {count} moves</source>
        <translation>NON ENREGISTRÉE : vous avez choisi de continuer sans enregistrer · {count} coups</translation>
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
    <message>
        <source>Game {new} continues game {game} from move {move}; game {game} is unchanged.</source>
        <translation>La partie {new} continue la partie {game} à partir du coup {move} ; la partie {game} reste inchangée.</translation>
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
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Statistics need the saved games file, which could not be opened.</source>
        <translation>Les statistiques ont besoin du fichier des parties enregistrées, qui n'a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>four awards (V1)</source>
        <translation>quatre prix (V1)</translation>
    </message>
    <message>
        <source>the showdown (V5)</source>
        <translation>la confrontation finale (V5)</translation>
    </message>
    <message>
        <source>by agreement (V6)</source>
        <translation>d'un commun accord (V6)</translation>
    </message>
    <message>
        <source>the turn limit (V6)</source>
        <translation>la limite de tours (V6)</translation>
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
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Joueurs à la table :</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties :</translation>
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
        <translation>Les statistiques comptent les parties terminées : terminez-en une, ou changez les filtres.</translation>
    </message>
    <message>
        <source>{name} — games: {games}, wins: {wins}, win rate: {rate}</source>
        <translation>{name} — parties : {games}, victoires : {wins}, taux de victoire : {rate}</translation>
    </message>
    <message>
        <source>Awards held at the end, per game: {mean}</source>
        <translation>Prix détenus à la fin, par partie : {mean}</translation>
    </message>
    <message>
        <source>Nemesis: {name}, who won {count} of the games {player} lost.</source>
        <translation>Bête noire : {name}, qui a gagné {count} des parties perdues par {player}.</translation>
    </message>
    <message>
        <source>Nemesis: nobody has beaten {player} yet.</source>
        <translation>Bête noire : personne n'a encore battu {player}.</translation>
    </message>
    <message>
        <source>{star} ({count})</source>
        <translation>{star} ({count})</translation>
    </message>
    <message>
        <source>Stars they won with most: {stars}</source>
        <translation>Stars avec lesquelles la victoire est la plus fréquente : {stars}</translation>
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
        <source>How their games ended (wins of them)</source>
        <translation>Comment les parties se sont terminées (dont gagnées)</translation>
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
    <message>
        <source>games: {count}, won: {won}</source>
        <translation>parties : {count}, gagnées : {won}</translation>
    </message>
    <message>
        <source>The statistics were not saved: {error}</source>
        <translation>Les statistiques n'ont pas été enregistrées : {error}</translation>
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
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <source>Adjust the game</source>
        <translation>Ajuster la partie</translation>
    </message>
    <message>
        <source>For what the rules cannot settle: a card's text done by hand, a table ruling, a mistake found later. The game goes on checked from here.</source>
        <translation>Pour ce que les règles ne peuvent pas trancher : le texte d'une carte appliqué à la main, une règle de table, une erreur découverte plus tard. La partie continue ensuite avec les vérifications.</translation>
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
        <translation>Carte :</translation>
    </message>
    <message>
        <source>If not seen yet, from:</source>
        <translation>Si pas encore vue, depuis :</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>Déplacer vers :</translation>
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
        <translation>reprendre : sous la pile des prix</translation>
    </message>
    <message>
        <source>Award:</source>
        <translation>Prix :</translation>
    </message>
    <message>
        <source>Do:</source>
        <translation>Action :</translation>
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
        <translation>Star :</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Valeur :</translation>
    </message>
    <message>
        <source>Change by:</source>
        <translation>Modifier de :</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Durée :</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>Modifier une valeur</translation>
    </message>
    <message>
        <source>Used star:</source>
        <translation>Star utilisée :</translation>
    </message>
    <message>
        <source>Un-use a star</source>
        <translation>Rendre une star prête</translation>
    </message>
    <message>
        <source>Why (shown in the log), e.g. “card text: …”</source>
        <translation>Pourquoi (affiché dans le journal), p. ex. « texte de la carte : … »</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Raison :</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Say why: the reason goes into the log.</source>
        <translation>Indiquez pourquoi : la raison va dans le journal.</translation>
    </message>
    <message>
        <source>Nothing to adjust here.</source>
        <translation>Rien à ajuster ici.</translation>
    </message>
    <message>
        <source>Not possible (%1): %2</source>
        <translation>Impossible (%1) : %2</translation>
    </message>
</context>
<context>
    <name>CardList</name>
    <message>
        <source>Type to search…</source>
        <translation>Tapez pour chercher…</translation>
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
        <translation>Jouez avec vos propres cartes ; l'application tient les totaux et les règles. Distribuez d'abord une star à chaque joueur et quatre événements à chaque main.</translation>
    </message>
    <message>
        <source>Card set (your box):</source>
        <translation>Jeu de cartes (votre boîte) :</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Seats, in playing order (to the left), and the star each was dealt</source>
        <translation>Places, dans l'ordre de jeu (vers la gauche), et la star distribuée à chacune</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Premier joueur :</translation>
    </message>
    <message>
        <source>Table rulings</source>
        <translation>Règles de table</translation>
    </message>
    <message>
        <source>Silver (negative) awards count toward the four (V2)</source>
        <translation>Les prix d'argent (négatifs) comptent pour les quatre (V2)</translation>
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
        <source>Always ask whether a player responds (R1)</source>
        <translation>Toujours demander si un joueur répond (R1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>A played award goes (E4):</source>
        <translation>Un prix joué va (E4) :</translation>
    </message>
    <message>
        <source>Turn limit (V6):</source>
        <translation>Limite de tours (V6) :</translation>
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
        <translation>distribuée :</translation>
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
        <source>Each player is dealt a different star.</source>
        <translation>Chaque joueur reçoit une star différente.</translation>
    </message>
</context>
<context>
    <name>TableMode</name>
    <message>
        <source>The table game cannot start</source>
        <translation>La partie sur table ne peut pas commencer</translation>
    </message>
    <message>
        <source>%1  (psyche %2, charisma %3, fame %4)</source>
        <translation>%1  (psyché %2, charisme %3, renommée %4)</translation>
    </message>
    <message>
        <source>%1  (%2 +%3, needs fame %4)</source>
        <translation>%1  (%2 +%3, exige renommée %4)</translation>
    </message>
    <message>
        <source>%1  (%2 frame, costs %3)</source>
        <translation>%1  (cadre %2, coûts %3)</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
</context>
<context>
    <name>TableModeWindow</name>
    <message>
        <source>Red Light — table companion</source>
        <translation>Red Light — compagnon de table</translation>
    </message>
    <message>
        <source>Seat / star</source>
        <translation>Place / star</translation>
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
        <source>Films</source>
        <translation>Films</translation>
    </message>
    <message>
        <source>Undo last entry (Ctrl+Z)</source>
        <translation>Annuler la dernière entrée (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Helpers</source>
        <translation>Aides</translation>
    </message>
    <message>
        <source>Outshine now (charisma ≥ psyche): rows are the active player's unused stars</source>
        <translation>Éclipser maintenant (charisme ≥ psyché) : les lignes sont les stars inutilisées du joueur actif</translation>
    </message>
    <message>
        <source>Drew this star</source>
        <translation>Cette star piochée</translation>
    </message>
    <message>
        <source>Drew an event (kept secret)</source>
        <translation>Événement pioché (secret)</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Play a reaction…</source>
        <translation>Jouer une réaction…</translation>
    </message>
    <message>
        <source>Tick the active player's stars in the seat list, then say what they did.</source>
        <translation>Cochez les stars du joueur actif dans la liste des places, puis indiquez ce qu'elles ont fait.</translation>
    </message>
    <message>
        <source>Made a film…</source>
        <translation>Film tourné…</translation>
    </message>
    <message>
        <source>Took an award…</source>
        <translation>Prix pris…</translation>
    </message>
    <message>
        <source>Outshine (matrix cell)</source>
        <translation>Éclipser (case de la matrice)</translation>
    </message>
    <message>
        <source>Played an event…</source>
        <translation>Événement joué…</translation>
    </message>
    <message>
        <source>Other move…</source>
        <translation>Autre coup…</translation>
    </message>
    <message>
        <source>Adjust…</source>
        <translation>Ajuster…</translation>
    </message>
    <message>
        <source>Top film's back says fame</source>
        <translation>Dos du film du dessus : renommée</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>Played by:</source>
        <translation>Joué par :</translation>
    </message>
    <message>
        <source>Film goes to:</source>
        <translation>Le film va à :</translation>
    </message>
    <message>
        <source>Target star:</source>
        <translation>Star ciblée :</translation>
    </message>
    <message>
        <source>Target player:</source>
        <translation>Joueur ciblé :</translation>
    </message>
    <message>
        <source>Card that came up:</source>
        <translation>Carte sortie :</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Turn %1 — %2 to play</source>
        <translation>Tour %1 — à %2 de jouer</translation>
    </message>
    <message>
        <source>  ·  FINAL SHOWDOWN (no draws)</source>
        <translation>  ·  CONFRONTATION FINALE (plus de pioche)</translation>
    </message>
    <message>
        <source>  ·  main deck %1 (unseen: stars %3, events %2)</source>
        <translation>  ·  pioche %1 (non vues : stars %3, événements %2)</translation>
    </message>
    <message>
        <source>  ·  films %1  ·  awards %2</source>
        <translation>  ·  films %1  ·  prix %2</translation>
    </message>
    <message>
        <source>hand: %1 hidden</source>
        <translation>main : %1 cachées</translation>
    </message>
    <message>
        <source>awards %1/4</source>
        <translation>prix %1/4</translation>
    </message>
    <message>
        <source> · next costs %1</source>
        <translation> · le prochain coûte %1</translation>
    </message>
    <message>
        <source> — out of the game</source>
        <translation> — hors jeu</translation>
    </message>
    <message>
        <source> (used)</source>
        <translation> (utilisée)</translation>
    </message>
    <message>
        <source> Reason: %1</source>
        <translation> Raison : %1</translation>
    </message>
    <message>
        <source>The top film's back shows fame %1.</source>
        <translation>Le dos du film du dessus indique renommée %1.</translation>
    </message>
    <message>
        <source>Adjusted: %1 moved from %2 to %3.</source>
        <translation>Ajustement : déplacement de %1 (%2 → %3).</translation>
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
        <source>Adjusted: %1's %2 %3 %4.</source>
        <translation>Ajustement : %2 de %1 %3 %4.</translation>
    </message>
    <message>
        <source>Adjusted: %1 is ready again.</source>
        <translation>Ajustement : %1 est de nouveau prête.</translation>
    </message>
    <message>
        <source>(Table ruling E4: it goes onto the discard pile.)</source>
        <translation>(Règle de table E4 : il va à la défausse.)</translation>
    </message>
    <message>
        <source>(Table ruling E4: it goes under the award deck.)</source>
        <translation>(Règle de table E4 : il va sous la pile des prix.)</translation>
    </message>
    <message>
        <source>(Table ruling R1: the table always asks.)</source>
        <translation>(Règle de table R1 : on demande toujours.)</translation>
    </message>
    <message>
        <source>(Table ruling V2: silver awards count.)</source>
        <translation>(Règle de table V2 : les prix d'argent comptent.)</translation>
    </message>
    <message>
        <source>(Table ruling V2: silver awards do not count.)</source>
        <translation>(Règle de table V2 : les prix d'argent ne comptent pas.)</translation>
    </message>
    <message>
        <source>%1's hand</source>
        <translation>Main de %1</translation>
    </message>
    <message>
        <source>%1's awards</source>
        <translation>Prix de %1</translation>
    </message>
    <message>
        <source>%1's table</source>
        <translation>Table de %1</translation>
    </message>
    <message>
        <source>%1's films</source>
        <translation>Films de %1</translation>
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
        <source>the main deck (%1)</source>
        <translation>la pioche (%1)</translation>
    </message>
    <message>
        <source>the film deck (%1)</source>
        <translation>la pile des films (%1)</translation>
    </message>
    <message>
        <source>the award deck (%1)</source>
        <translation>la pile des prix (%1)</translation>
    </message>
    <message>
        <source>Table rulings: silver awards %1 (V2); a played award goes %2 (E4); responses: %3 (R1); turn limit: %4.</source>
        <translation>Règles de table : les prix d'argent %1 (V2) ; un prix joué va %2 (E4) ; réponses : %3 (R1) ; limite de tours : %4.</translation>
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
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Selected: %1 — fame &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Sélection : %1 — renommée &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Tick stars of %1 to add up their fame.</source>
        <translation>Cochez des stars de %1 pour additionner leur renommée.</translation>
    </message>
    <message>
        <source>Film deck empty: no film (A2).</source>
        <translation>Pile des films vide : aucun film (A2).</translation>
    </message>
    <message>
        <source>Top film: enter the fame on its back.</source>
        <translation>Film du dessus : saisissez la renommée indiquée au dos.</translation>
    </message>
    <message>
        <source>Top film needs %1: %2</source>
        <translation>Le film du dessus exige %1 : %2</translation>
    </message>
    <message>
        <source>Award deck empty: no award (A3).</source>
        <translation>Pile des prix vide : aucun prix (A3).</translation>
    </message>
    <message>
        <source>Next award costs %1, but %2 has taken one this turn (A4).</source>
        <translation>Le prochain prix coûte %1, mais %2 en a déjà pris un ce tour-ci (A4).</translation>
    </message>
    <message>
        <source> (default row; a card may print its own)</source>
        <translation> (ligne par défaut ; une carte peut porter la sienne)</translation>
    </message>
    <message>
        <source>Next award costs %1%2: %3</source>
        <translation>Le prochain prix coûte %1%2 : %3</translation>
    </message>
    <message>
        <source>enough</source>
        <translation>suffisant</translation>
    </message>
    <message>
        <source>%1 short</source>
        <translation>il manque %1</translation>
    </message>
    <message>
        <source>%1 can outshine %2: double-click</source>
        <translation>%1 peut éclipser %2 : double-clic</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>The game is over. Winner: %1.</source>
        <translation>La partie est terminée. Gagnant : %1.</translation>
    </message>
    <message>
        <source>If the last entry was a mistake, undo it.</source>
        <translation>Si la dernière entrée était une erreur, annulez-la.</translation>
    </message>
    <message>
        <source>%1 draws %2 card(s) now. For each one: the star that came out, or an event (kept secret).</source>
        <translation>%1 pioche maintenant %2 carte(s). Pour chacune : la star sortie, ou un événement (gardé secret).</translation>
    </message>
    <message>
        <source>%1 outshines %2.</source>
        <translation>%1 éclipse %2.</translation>
    </message>
    <message>
        <source>%1 is played.</source>
        <translation>On joue %1.</translation>
    </message>
    <message>
        <source>Does %1 respond?</source>
        <translation>Réponse de %1 ?</translation>
    </message>
    <message>
        <source>Not allowed (%1): %2</source>
        <translation>Interdit (%1) : %2</translation>
    </message>
    <message>
        <source>Pick a cell of the outshine matrix first.</source>
        <translation>Choisissez d'abord une case de la matrice d'éclipse.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Tick the stars that make the film first.</source>
        <translation>Cochez d'abord les stars qui tournent le film.</translation>
    </message>
    <message>
        <source>Film made by %1 (fame %2): which film came up?</source>
        <translation>Film tourné par %1 (renommée %2) : quel film est sorti ?</translation>
    </message>
    <message>
        <source>Tick the stars that take the award first.</source>
        <translation>Cochez d'abord les stars qui prennent le prix.</translation>
    </message>
    <message>
        <source>Award taken by %1 (fame %2; %3's award number %4): which award came up?</source>
        <translation>Prix pris par %1 (renommée %2 ; prix n° %4 de %3) : quel prix est sorti ?</translation>
    </message>
    <message>
        <source>costs %1: </source>
        <translation>coûte %1 : </translation>
    </message>
    <message>
        <source>Which reaction does %1 play?</source>
        <translation>Quelle réaction joue %1 ?</translation>
    </message>
    <message>
        <source>Which event was played?</source>
        <translation>Quel événement a été joué ?</translation>
    </message>
    <message>
        <source>%1's reaction ability</source>
        <translation>Capacité de réaction de %1</translation>
    </message>
    <message>
        <source>Other moves the rules allow now:</source>
        <translation>Autres coups permis maintenant par les règles :</translation>
    </message>
    <message>
        <source>Pick a card from the list.</source>
        <translation>Choisissez une carte dans la liste.</translation>
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
        <source>The game could not be exported: %1</source>
        <translation>La partie n'a pas pu être exportée : %1</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The game is over: nothing more can be done.</source>
        <translation>La partie est terminée : plus rien ne peut être fait.</translation>
    </message>
    <message>
        <source>{owner} has a response window open: only they may act now.</source>
        <translation>{owner} a une fenêtre de réponse ouverte : seul ce joueur peut agir maintenant.</translation>
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
        <source>There is no event to cancel in this window.</source>
        <translation>Il n'y a aucun événement à annuler dans cette fenêtre.</translation>
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
        <translation>{card} est une réaction : elle ne se joue que dans une fenêtre de réponse qui vous est ouverte.</translation>
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
        <translation>La pile des films est vide : aucun film ne peut être tourné.</translation>
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
        <source>The award deck is empty: no award can be bought.</source>
        <translation>La pile des prix est vide : aucun prix ne peut être acheté.</translation>
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
        <translation>{target} est sur votre propre table : une star ne peut pas éclipser une star de son propre joueur.</translation>
    </message>
    <message>
        <source>{attacker}'s charisma {charisma} is below {target}'s psyche {psyche}.</source>
        <translation>Le charisme {charisma} de {attacker} est inférieur à la psyché {psyche} de {target}.</translation>
    </message>
    <message>
        <source>{star} has no ability.</source>
        <translation>{star} n'a pas de pouvoir.</translation>
    </message>
    <message>
        <source>{star}'s ability is {kind}, not an action.</source>
        <translation>Le pouvoir de {star} est {kind}, pas une action.</translation>
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in your response window.</source>
        <translation>Le pouvoir de {star} est une réaction : il est proposé dans votre fenêtre de réponse.</translation>
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
        <translation>Il ne reste aucun événement non vu dans la pioche : la carte piochée doit être une star.</translation>
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
        <translation>{card} n'est pas la carte du dessus : c'est {top}.</translation>
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
        <translation>{who} a pioché la star {card} : elle rejoint la table.</translation>
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
        <translation>{team} de {who} a tourné le film {film} ; il va à {star} (renommée {fame} pour {required}).</translation>
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
        <translation>{who} a révélé {card} : la carte prend effet et est remélangée.</translation>
    </message>
    <message>
        <source>{who} gained {what}.</source>
        <translation>{who} a obtenu {what}.</translation>
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
        <source>{who}'s {card} goes to the discard pile.</source>
        <translation>{card} de {who} va à la défausse.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; 1 film goes under the film deck.</source>
        <translation>{card} de {who} va à la défausse ; 1 film va sous la pile des films.</translation>
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; {count} films go under the film deck.</source>
        <translation>{card} de {who} va à la défausse ; {count} films vont sous la pile des films.</translation>
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
        <translation>{w} gagne : dernier restant dans la confrontation finale.</translation>
    </message>
    <message>
        <source>The game ends by agreement, with no winner.</source>
        <translation>La partie se termine d'un commun accord, sans vainqueur.</translation>
    </message>
    <message>
        <source>The turn limit is reached: the game ends with no winner.</source>
        <translation>La limite de tours est atteinte : la partie se termine sans vainqueur.</translation>
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
        <source>{who} passed.</source>
        <translation>{who} a passé.</translation>
    </message>
    <message>
        <source>{who}'s {star} took the film {film}.</source>
        <translation>{star} de {who} a pris le film {film}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {who} to play.</source>
        <translation>Tour {turn} : à {who} de jouer.</translation>
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
        <translation>L'effet tombe à l'eau : sa cible a disparu.</translation>
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
        <translation>La pioche est vide : la confrontation finale commence.</translation>
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
        <translation>Red Light : partie {game}</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Joueurs : {names}</translation>
    </message>
    <message>
        <source>Red Light: a game</source>
        <translation>Red Light : une partie</translation>
    </message>
    <message>
        <source>The game is not over: turn {turn}, {who} to play.</source>
        <translation>La partie n'est pas terminée : tour {turn}, à {who} de jouer.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
</context>
</TS>