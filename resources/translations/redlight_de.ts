<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_GB">
<context>
    <name />
    <message>
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The last move could not be saved: {error}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards: {count}, top first (the pile is never shuffled back, D1):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Seats (in playing order)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Card set:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>S&amp;eed (optional):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chosen at random (S5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Always ask for reactions (hides whether a player holds one)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Turn limit:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Two seats have the same name: give each player their own.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no card set to play with.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{action}: click the player to target (highlighted). Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click the star who gets the film (highlighted). Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{action}: click the star of yours who receives it. Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{action}: click a rival star to outshine (highlighted). Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{action}: click its target on the table (highlighted). Esc cancels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Respond: play a reaction from your hand or a star's reaction, or Pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Selected: {names}. Choose an action, or click a rival star to outshine.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select one or more of your stars, then an action; or play a card from your hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No one is playing from this screen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Make a film</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An outshine is one of your unused stars against one rival star: select exactly one star (no teamwork).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no rival star on the table to outshine.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Outshine with {star}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select the one star whose ability you want to use.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star}'s ability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} cannot be chosen for this.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To outshine a rival star, first select exactly one of your stars.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Make &amp;film</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Buy award</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Outshine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Use &amp;ability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Pass (respond with nothing)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BEFORE WE START</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>For adults only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Red Light is a card game for adults (18+). Please confirm that you are 18 or older.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>I am 18 or older</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not list saved games: {error}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Start page (resume a game)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>End by &amp;agreement (V6)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Cancel selection / target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select your &amp;star</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Star or target {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play a &amp;card from your hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play an any-time event &amp;out of turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Out of turn: next human player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Look through the &amp;discard pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Search the rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A companion for the card game Red Light: rules, saved games and digital play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game cannot start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game cannot be resumed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete this saved game for good?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>End by agreement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Do all players agree to end the game now, with no winner (V6)?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Autosaved · {count} moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not saved · {count} moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} may respond: a response window is open for them (R1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} asked to play an any-time event during {active}'s turn (E1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It is {name}'s turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>HOT SEAT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Everyone else, look away: {name}'s hand will be shown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}, out of turn: play an any-time event from your hand, or press Done (Esc) to hand back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>as {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(only between two human players, with no window open)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not possible: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saving is not available ({error}); this game lasts until you quit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Games played now are not saved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The saved-games file could not be read and was moved aside to {path}; a new one was started.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Make film</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Buy award</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Outshine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not possible now: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>award</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>star</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>film</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reaction</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>passive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}: psyche {psyche}, charisma {charisma}, fame {fame}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>psy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cha</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, not playable now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>AWARD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SILVER AWARD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> · does not count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(no text)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Awards held, turn by turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>psyche</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>charisma</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fame</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>YOUR TURN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ANY TIME</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>REACTION</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>four awards in hand (V1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the last player left in the final showdown (V5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the players agreed to end the game (V6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the turn limit was reached (V6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Start page</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Z takes back the last decision.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} wins!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{names} win!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the game ended</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why: {reason}, after turns: {turns}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>awards: {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stars on the table: {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>films: {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search the rules (Ctrl+F)…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{count} found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opening saved games…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Companion — play a whole game at one screen, hot-seat or against the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unfinished games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>showdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>turn {turn}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{status}, moves: {moves} — saved {when}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No unfinished game: start a new one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Psyche</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Charisma</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fame</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{amount} printed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} (film)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>this turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>for good</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No star on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A computer player, level {level}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>OUT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>RESPONDING</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TO PLAY</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SKIPS NEXT TURN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Events in hand: {events}; awards: {awards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your awards: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Awards held by {name}: {count} (hidden)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{deck}: {count} cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards: {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Main deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Films</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Awards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FINAL SHOWDOWN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no more draws; a player with no star leaves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{player}'s {star} outshining {target}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an effect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{owner} may respond to {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>stars and events;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty = showdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The main deck: stars and events. When it runs out, the final showdown begins (V3).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>top film needs fame {fame}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no film left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>which film: hidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Which film is on top stays hidden; its required fame is public (A2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>next for {name}:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fame {cost}  (row {row})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no award left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The top award's cost row is public (A3): the cost is read at the level of awards you hold + 1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>click or press D</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>to look through</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The discard pile, face up (D1). Click or press D to look through it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name}'s hand — events: {events}, awards: {awards}   (click a card to play it)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An award: four of them win the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It does not count toward four.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The game is over: nothing more can be done.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{owner} has a response window open: only they may act now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In a response window you may only play a reaction or pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no response window open for you to pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no event to cancel in this window.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It is {active}'s turn, not yours.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{player} has left the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no seat {seat}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} is already used this turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} is not on your table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} is named twice.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose at least one of your stars.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} can only be played on your own turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} is a reaction: it can only be played in a response window opened for you.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} is not an event.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} has no eligible target now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{target} is not an eligible target for {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seat {seat} is not an eligible target for {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The film deck is empty: no film can be made.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total fame {fame} does not reach the {required} the top film requires.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The film must go to one of the stars who made it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You have already bought an award this turn (one per turn).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The award deck is empty: no award can be bought.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total fame {fame} does not reach the {cost} your next award costs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{target} is not on an opponent's table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{target} is on your own table: a star cannot outshine her own player's star.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{attacker}'s charisma {charisma} is below {target}'s psyche {psyche}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} has no ability.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star}'s ability is {kind}, not an action.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star}'s ability is a reaction: it is offered in your response window.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star}'s reaction has already been used in this window.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} is not among your awards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} has no effect to play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In a digital game the cards are drawn for you.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no card to enter as drawn now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{player} still has {count} card(s) to enter as drawn first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No unseen event is left in the main deck: the card drawn must be a star.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} is not an unseen {kind}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name the {kind} that came up.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} is not the card on top: {top} is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This entry is for table games.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} is not a card of this card set.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{place} is not a place a card can go.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} cannot go to {place}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{card} has not been seen and there is no unknown card to take it from.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} is not on any table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{stat} is not psyche, charisma or fame.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{until} is not end_of_turn or permanent.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{amount} is out of range.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Someone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a hidden card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{name} ({color}, +{bonus} {stat})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>psyche</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>charisma</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fame</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} drew the star {card}: she joins the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} drew an event.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} drew {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who}'s {team} made the film {film} (fame {fame} for {required}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who}'s {team} made the film {film}; it goes to {star} (fame {fame} for {required}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an award</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} bought {what} with {stars} (fame {fame} for a cost of {cost}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} revealed {card}: it takes effect and is shuffled back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} gained {what}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who}'s {star} tries to outshine {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who}'s {star} outshone {owner}'s {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} failed to outshine {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} failed to outshine {target} (charisma {charisma} vs psyche {psyche}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} played {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} played {card} on {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} played the award {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} played the award {card} on {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} has +{amount} {stat} this turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} has {amount} {stat} this turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} has +{amount} {stat} for good.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} has {amount} {stat} for good.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; 1 film goes under the film deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who}'s {card} goes to the discard pile; {count} films go under the film deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an event</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} took {what} from {other}'s hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{w} wins with four awards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{w} wins: the last one left in the showdown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game ends by agreement, with no winner.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The turn limit is reached: the game ends with no winner.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game is over, with no winner.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who}'s {star} took the film {film}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Turn {turn}: {who} to play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} used {star}'s ability.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} may respond.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} reacted with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} reacted with {star}'s ability.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The effect fizzled: its target had gone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} may buy one more award this turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{star} is ready again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} moved the film {film} from {source} to {star}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} put {card} under the award deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} discarded {card} at random.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} will skip their next turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} skips this turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} cancelled it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The card's text is settled by hand at the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The main deck is empty: the final showdown begins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} has no star left and leaves the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{who} ended the turn.</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>