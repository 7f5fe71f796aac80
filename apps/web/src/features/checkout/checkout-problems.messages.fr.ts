import type { messages as english } from './checkout-problems.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'checkoutProblems.cart.empty': 'Votre panier est vide.',
  'checkoutProblems.cart.specialOrder': 'Cet article est offert sur commande spéciale seulement',
  'checkoutProblems.contact.firstName.required': 'Le prénom est requis.',
  'checkoutProblems.contact.lastName.required': 'Le nom est requis.',
  'checkoutProblems.contact.email.required': 'Le courriel est requis.',
  'checkoutProblems.contact.email.invalid': "Le courriel n'est pas une adresse valide.",
  'checkoutProblems.contact.phone.required': 'Le numéro de téléphone est requis.',
  'checkoutProblems.delivery.method.required': 'Choisissez un mode de livraison.',
  'checkoutProblems.delivery.firstName.required': 'Le prénom est requis pour la livraison.',
  'checkoutProblems.delivery.lastName.required': 'Le nom est requis pour la livraison.',
  'checkoutProblems.delivery.street.required': "L'adresse est requise pour la livraison.",
  'checkoutProblems.delivery.city.required': 'La ville est requise pour la livraison.',
  'checkoutProblems.delivery.province.required': 'La province est requise pour la livraison.',
  'checkoutProblems.delivery.postal.incomplete': 'Entrez un code postal valide pour voir toutes les options de livraison offertes.',
  'checkoutProblems.delivery.postal.notCanadian': 'Entrez un code postal canadien, comme B0T 1K0 : nous livrons seulement au Canada.',
  'checkoutProblems.delivery.postal.wrongProvince':
    'Un code postal commençant par {letter} correspond à la province ou au territoire suivant : {postalProvince}. Province choisie : {province}. Vérifiez le code postal et la province.',
  'checkoutProblems.delivery.method.notServed': '{method} ne livre pas à cette adresse : choisissez un autre mode de livraison.',
  'checkoutProblems.delivery.quote.pending': 'La livraison à cette adresse est en cours de calcul : patientez un instant.',
  'checkoutProblems.delivery.quote.failed':
    "La livraison à cette adresse n'a pas pu être calculée : vérifiez l'adresse, puis appuyez sur Suivant pour réessayer.",
  'checkoutProblems.florist.methodNotOffered':
    'Les fleurs sont cueillies à la boutique ou livrées localement dans le comté de Queens : choisissez la cueillette ou la livraison locale.',
  'checkoutProblems.florist.outsideArea':
    'Les fleurs sont livrées seulement à Liverpool et dans le comté de Queens (N.-É.) : donnez une adresse dans ce secteur ou choisissez la cueillette.',
  'checkoutProblems.florist.dateRequired': 'Choisissez une date de livraison pour vos fleurs.',
  'checkoutProblems.florist.windowRequired': 'Choisissez une heure de livraison (matin ou après-midi).',
  'checkoutProblems.gift.recipientName.required': 'Indiquez le nom du destinataire.',
  'checkoutProblems.gift.recipientName.tooLong': 'Un nom compte au plus {max} caractères.',
  'checkoutProblems.gift.recipientPhone.required': 'Indiquez le numéro de téléphone du destinataire, pour le livreur.',
  'checkoutProblems.gift.recipientPhone.invalid': 'Entrez un numéro de téléphone de 10 chiffres, comme 902-354-5555.',
  'checkoutProblems.gift.card.tooLong': 'Un message de carte compte au plus {max} caractères.',
  'checkoutProblems.gift.card.tooManyLines': 'Un message de carte tient sur {max} lignes.',
  'checkoutProblems.deliveryWindow.window-required': 'Choisissez une heure de livraison (matin ou après-midi).',
  'checkoutProblems.deliveryWindow.window-unknown': 'Cette heure de livraison n’est pas offerte : choisissez le matin ou l’après-midi.',
  'checkoutProblems.deliveryWindow.window-started': 'Cette heure de livraison est déjà commencée aujourd’hui : choisissez-en une plus tard ou une autre date.',
  'checkoutProblems.deliveryWindow.window-full': 'Cette heure de livraison est complète : choisissez une autre heure ou une autre date.',
  'checkoutProblems.payment.method.required': 'Choisissez un mode de paiement.',
  'checkoutProblems.payment.card.unsupported': 'Non pris en charge pour le moment',
  'checkoutProblems.cardholder.firstName.required': 'Le prénom est requis.',
  'checkoutProblems.cardholder.lastName.required': 'Le nom est requis.',
  'checkoutProblems.cardholder.country.required': 'Choisissez un pays.',
  'checkoutProblems.cardholder.postal.required': 'Le code postal ou ZIP est requis.',
  'checkoutProblems.deliveryDate.not-a-date': 'Choisissez une date de livraison dans le calendrier.',
  'checkoutProblems.deliveryDate.past': 'Cette date de livraison est passée : choisissez-en une autre.',
  'checkoutProblems.deliveryDate.cutoff-passed': "L'heure limite des commandes du jour même est passée : choisissez une autre date de livraison.",
  'checkoutProblems.deliveryDate.too-soon': 'Cette date de livraison est trop rapprochée pour une commande de fleurs : choisissez-en une plus tardive.',
  'checkoutProblems.deliveryDate.too-far': "Les dates de livraison peuvent être choisies jusqu'à {days} jours à l'avance : choisissez-en une plus rapprochée.",
  'checkoutProblems.deliveryDate.closed-weekday': 'Le fleuriste ne livre pas ce jour de la semaine : choisissez une autre date.',
  'checkoutProblems.deliveryDate.blackout': 'Le fleuriste est fermé ce jour-là : choisissez une autre date.',
  'checkoutProblems.submission.unknown': "Erreur inconnue lors de l'envoi de la commande",
  'checkoutProblems.submission.noOrderId': "Erreur lors de l'envoi de la commande",
  'checkoutProblems.submission.provinceNotCanadian': 'Nous livrons seulement dans les provinces et territoires du Canada : choisissez-en un.',
  'checkoutProblems.submission.shippingUnavailable': "Ce mode de livraison ne se rend pas à votre adresse : choisissez-en un autre.",
  'checkoutProblems.submission.localOutOfReach':
    'La livraison locale se fait seulement près du magasin, en Nouvelle-Écosse : choisissez un autre mode de livraison.',
  'checkoutProblems.submission.methodNotOffered': "Ce mode de livraison n'est pas offert pour le moment : choisissez-en un autre.",
  'checkoutProblems.submission.outOfStock':
    "Il ne reste plus assez d'un article de votre panier en stock : retournez au panier pour en changer la quantité.",
  'checkoutProblems.submission.itemUnavailable': "Un article de votre panier ne peut plus être commandé en ligne : retournez au panier pour le retirer.",
  'checkoutProblems.submission.discount': 'Votre code promo ne peut plus être utilisé : retirez-le pour passer votre commande.',
  'checkoutProblems.submission.invalid': 'Certains renseignements de votre commande ne sont pas valides : vérifiez chaque étape.',
  'checkoutProblems.submission.tooMany': 'Trop de tentatives : attendez un moment, puis réessayez.',
  'checkoutProblems.submission.tooManyOpenOrders':
    'Trop de vos commandes attendent encore leur paiement : payez-en une ou annulez-la d’abord, ou téléphonez-nous pour commander.',
  'checkoutProblems.submission.tooManyOrders':
    'Nous avons reçu beaucoup de commandes de votre part en peu de temps : réessayez un peu plus tard, ou téléphonez-nous pour commander.',
  'checkoutProblems.submission.quantityOverLimit':
    'Votre panier contient plus d’unités d’un article qu’on peut en commander en ligne : réduisez-en la quantité dans votre panier, ou téléphonez-nous pour en commander davantage.',
  'checkoutProblems.submission.unpaidShare':
    'Pour «\u00a0{name}\u00a0», vous pouvez encore en commander au plus {count} tant que vos commandes en attente de paiement ne sont pas payées : les autres clients doivent pouvoir acheter le reste. Réduisez la quantité, payez d’abord vos commandes en attente, ou téléphonez-nous pour en commander davantage.',
  'checkoutProblems.submission.unpaidShareNone':
    'Vos commandes en attente de paiement retiennent déjà autant de «\u00a0{name}\u00a0» qu’un seul client peut en réserver : payez-les d’abord, ou téléphonez-nous pour en commander davantage.',
  'checkoutProblems.submission.failed': "Votre commande n'a pas pu être passée. Veuillez réessayer ou nous téléphoner.",
  'checkoutProblems.card.declined': 'Le paiement a été refusé. Réessayez avec le même mode de paiement ou un autre.',
  'checkoutProblems.card.failed': 'Le paiement n’a pas pu être effectué. Réessayez ou choisissez un autre mode de paiement.',
  'checkoutProblems.card.cancelled': 'Demande annulée par l’utilisateur.',
  'checkoutProblems.card.cancelledDuringPayment': 'Demande annulée par l’utilisateur avant la fin du paiement.',
  'checkoutProblems.card.unreachable':
    'Nous n’avons pas pu joindre la boutique pour terminer votre paiement. Vérifiez votre connexion et appuyez de nouveau sur Payer : vous ne serez jamais facturé deux fois.',
};
