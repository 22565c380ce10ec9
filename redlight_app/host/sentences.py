"""The host's own sentences (prompts, the server's refusals, two move labels) in the four
languages of the phone page. The game's sentences (moves, log, the rules' refusals) come
from the app's translations (words.py); these are the ones only the host says."""
from __future__ import annotations

from typing import Any

from ..french import fill_french

_SENTENCES: dict[str, dict[str, str]] = {
    "your_turn": {
        "en": "Your turn: choose a move.",
        "it": "Tocca a te: scegli una mossa.",
        "de": "Du bist am Zug: wähle einen Spielzug.",
        "fr": "À vous de jouer : choisissez un coup.",
    },
    "respond": {
        "en": "Respond or pass: {who} plays {card}.",
        "it": "Rispondi o passa: {who} gioca {card}.",
        "de": "Antworte oder passe: {who} spielt {card}.",
        "fr": "Répondez ou passez : {who} joue {card}.",
    },
    "respond_on": {
        "en": "Respond or pass: {who} plays {card} against {target}.",
        "it": "Rispondi o passa: {who} gioca {card} contro {target}.",
        "de": "Antworte oder passe: {who} spielt {card} gegen {target}.",
        "fr": "Répondez ou passez : {who} joue {card} contre {target}.",
    },
    "respond_outshine": {
        "en": "Respond or pass: {who}'s {card} tries to outshine {target}.",
        "it": "Rispondi o passa: {card} di {who} tenta di mettere in ombra {target}.",
        "de": "Antworte oder passe: {card} von {who} will {target} überstrahlen.",
        "fr": "Répondez ou passez : {card} de {who} tente d'éclipser {target}.",
    },
    "respond_ability": {
        "en": "Respond or pass: {who} uses the ability of {card}.",
        "it": "Rispondi o passa: {who} usa l'abilità di {card}.",
        "de": "Antworte oder passe: {who} nutzt die Fähigkeit von {card}.",
        "fr": "Répondez ou passez : {who} utilise le pouvoir de {card}.",
    },
    "respond_ability_on": {
        "en": "Respond or pass: {who} uses the ability of {card} against {target}.",
        "it": "Rispondi o passa: {who} usa l'abilità di {card} contro {target}.",
        "de": "Antworte oder passe: {who} nutzt die Fähigkeit von {card} gegen {target}.",
        "fr": "Répondez ou passez : {who} utilise le pouvoir de {card} contre {target}.",
    },
    "choose_targets": {
        "en": "You drew {card}: choose its targets.",
        "it": "Hai pescato {card}: scegli i suoi bersagli.",
        "de": "Du hast {card} gezogen: wähle die Ziele.",
        "fr": "Vous avez pioché {card} : choisissez ses cibles.",
    },
    "give_back_prompt": {
        "en": "Choose the award you give back.",
        "it": "Scegli il premio da restituire.",
        "de": "Wähle den Preis, den du zurückgibst.",
        "fr": "Choisissez la récompense que vous rendez.",
    },
    "off_turn": {
        "en": "{who} is playing. You may play an event now.",
        "it": "Sta giocando {who}. Puoi giocare un evento adesso.",
        "de": "{who} ist am Zug. Du kannst jetzt ein Ereignis spielen.",
        "fr": "{who} joue. Vous pouvez jouer un événement maintenant.",
    },
    "wait": {
        "en": "Waiting for {who}.",
        "it": "In attesa di {who}.",
        "de": "Warten auf {who}.",
        "fr": "En attente de {who}.",
    },
    "over": {
        "en": "The game is over.",
        "it": "La partita è finita.",
        "de": "Das Spiel ist vorbei.",
        "fr": "La partie est terminée.",
    },
    "over_won": {
        "en": "The game is over: {who} won.",
        "it": "La partita è finita: ha vinto {who}.",
        "de": "Das Spiel ist vorbei: {who} hat gewonnen.",
        "fr": "La partie est terminée : {who} a gagné.",
    },
    "give_back": {
        "en": "Give back {card}.",
        "it": "Restituisci {card}.",
        "de": "Gib {card} zurück.",
        "fr": "Rendez {card}.",
    },
    "aim": {
        "en": "Aim {card} at {target}.",
        "it": "Punta {card} su {target}.",
        "de": "Richte {card} auf {target}.",
        "fr": "Visez {target} avec {card}.",
    },
    "aim_reveal": {
        "en": "An award it reveals goes at {target}.",
        "it": "Un premio rivelato va su {target}.",
        "de": "Ein aufgedeckter Preis trifft {target}.",
        "fr": "Une récompense révélée vise {target}.",
    },
    "choice": {
        "en": "Choice: {choice}.",
        "it": "Scelta: {choice}.",
        "de": "Wahl: {choice}.",
        "fr": "Choix : {choice}.",
    },
    "star_copy": {  # copies of one star on the tables, told apart on the buttons
        "en": "{star} ({player}, star {n})",
        "it": "{star} ({player}, star {n})",
        "de": "{star} ({player}, Star {n})",
        "fr": "{star} ({player}, star {n})",
    },
    "film_to": {
        "en": "The film goes to {star}.",
        "it": "Il film va a {star}.",
        "de": "Der Film geht an {star}.",
        "fr": "Le film va à {star}.",
    },
    "not_yours": {
        "en": "You play for {name} only: that move belongs to another seat.",
        "it": "Giochi solo per {name}: quella mossa è di un altro posto.",
        "de": "Du spielst nur für {name}: dieser Spielzug gehört einem anderen Platz.",
        "fr": "Vous jouez seulement pour {name} : ce coup appartient à une autre place.",
    },
    "not_open": {
        "en": "That move is not open to you now.",
        "it": "Quella mossa ora non ti è concessa.",
        "de": "Dieser Spielzug steht dir jetzt nicht offen.",
        "fr": "Ce coup ne vous est pas ouvert maintenant.",
    },
    "stale": {
        "en": "The table has changed since you looked: have a look again, then move.",
        "it": "Il tavolo è cambiato da quando l'hai guardato: guardalo di nuovo, poi muovi.",
        "de": "Der Tisch hat sich geändert, seit du geschaut hast: schau noch einmal, dann ziehe.",
        "fr": "La table a changé depuis votre dernier regard : regardez-la encore, puis jouez.",
    },
    "not_saved": {
        "en": "The move could not be saved, so it was not made: {detail}",
        "it": "La mossa non è stata salvata, quindi non è stata fatta: {detail}",
        "de": "Der Spielzug konnte nicht gespeichert werden und wurde darum nicht gemacht: {detail}",
        "fr": "Le coup n'a pas pu être enregistré, il n'a donc pas été joué : {detail}",
    },
    "unknown_seat": {
        "en": "This seat link is not known here. Ask the host for the link of your seat.",
        "it": "Questo link non corrisponde a nessun posto. Chiedi a chi ospita il link del tuo posto.",
        "de": "Dieser Platz-Link ist hier unbekannt. Frag den Gastgeber nach dem Link deines Platzes.",
        "fr": "Ce lien de place est inconnu ici. Demandez à l'hôte le lien de votre place.",
    },
    "bad_body": {
        "en": "The move was not understood: {detail}",
        "it": "La mossa non è stata capita: {detail}",
        "de": "Der Spielzug wurde nicht verstanden: {detail}",
        "fr": "Le coup n'a pas été compris : {detail}",
    },
    "too_large": {
        "en": "The request is larger than {limit} bytes: a move is much smaller.",
        "it": "La richiesta supera {limit} byte: una mossa è molto più piccola.",
        "de": "Die Anfrage ist größer als {limit} Bytes: ein Spielzug ist viel kleiner.",
        "fr": "La requête dépasse {limit} octets : un coup est bien plus petit.",
    },
    "too_many": {
        "en": "Too many requests from this seat: wait a moment, then try again.",
        "it": "Troppe richieste da questo posto: aspetta un momento e riprova.",
        "de": "Zu viele Anfragen von diesem Platz: warte kurz und versuche es erneut.",
        "fr": "Trop de requêtes depuis cette place : attendez un instant, puis réessayez.",
    },
    "closed": {
        "en": "The host has stopped this game.",
        "it": "Chi ospita ha interrotto questa partita.",
        "de": "Der Gastgeber hat dieses Spiel beendet.",
        "fr": "L'hôte a arrêté cette partie.",
    },
}


def say(key: str, lang: str, **params: Any) -> str:
    """The host's sentence `key` in `lang` (English if that language lacks it)."""
    texts = _SENTENCES[key]
    if lang == "fr" and "fr" in texts:  # "de {who}" with Ann: "d'Ann", as the desktop writes it
        return fill_french(texts["fr"], **params)
    return (texts.get(lang) or texts["en"]).format(**params)


def keys() -> list[str]:
    return list(_SENTENCES)
