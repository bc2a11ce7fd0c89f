// Every French text of the widgets, in one place. Texts that SPEC.md gives verbatim are copied exactly
// (accents, "...", apostrophes); the others follow the same tone.

/** Each offer family as users write it (the table's name; the hosts' page titles, capitalised). */
export const FAMILY_NAMES = { bardages: 'bardages', parement: 'parement', veture: 'vêture' };

/** The plural mark of French nouns and participles: `${n} offre${s(n)}`. */
const s = (n: number) => (n > 1 ? 's' : '');

export const fr = {
  common: {
    loading: 'Chargement…',
    /** The selection column's header (its checkbox selects the page's rows). */
    selection: 'Sélection',
    /** Shown while the rows painted are the copy kept in the browser and the server's answer is awaited. */
    refreshing: 'Actualisation de la liste…',
    cancel: 'Annuler',
    close: 'Fermer',
    ok: 'OK',
    yes: 'Oui',
    edit: 'Modifier',
    delete: 'Supprimer',
    actions: 'Actions',
    all: 'Tous',
    /** Names in a sentence (core/namesList): `A, B et C`; past five, `A, B, C, D, E et 3 autres`. */
    andLast: (first: string, last: string) => `${first} et ${last}`,
    andOthers: (names: string, n: number) => `${names} et ${n} autre${s(n)}`,
    clearFilters: 'Effacer tous les filtres',
    rowsPerPage: 'Lignes par page',
    firstPage: 'Première page',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    lastPage: 'Dernière page',
    pageOf: (page: number, count: number) => `Page ${page} sur ${count}`,
    sortBy: 'Trier par',
    sortButton: (header: string, dir: 'asc' | 'desc' | null) =>
      (dir ? `${header}, tri ${dir === 'asc' ? 'croissant' : 'décroissant'}` : header),
    sortAnnounce: (header: string, dir: 'asc' | 'desc') => `Trié par ${header}, ordre ${dir === 'asc' ? 'croissant' : 'décroissant'}`,
    sortOption: (header: string, dir: 'asc' | 'desc') => `${header}, ordre ${dir === 'asc' ? 'croissant' : 'décroissant'}`,
    sortNewest: 'Les plus récentes d\'abord',
    filters: 'Filtres',
    filtersActive: (n: number) => (n === 0 ? 'aucun filtre actif' : `${n} filtre${s(n)} actif${s(n)}`),
    columns: 'Colonnes',
    resetColumns: 'Réinitialiser les colonnes',
    /** A shown column folded into the rows' detail for lack of room, in `Colonnes` (DESIGN.md, Round 4). */
    /** A column header's resize handle (a separator: ←/→ by 16 px, Enter or double-click fits the content). */
    resizeColumn: (header: string) => `Redimensionner la colonne ${header}`,
    skipToPagination: 'Aller à la pagination',
    chosen: (n: number) => (n === 0 ? 'aucun choisi' : `${n} choisi${s(n)}`),
    clearFilter: (label: string) => `Effacer le filtre ${label}`,
    pagination: 'Pagination',
    retry: 'Réessayer',
    /** Quick search: one box over every text column. */
    search: 'Rechercher',
    /** Saved views. */
    views: 'Vues',
    saveView: 'Enregistrer la vue actuelle…',
    saveViewTitle: 'Enregistrer la vue actuelle',
    viewName: 'Nom de la vue',
    viewNameNeeded: 'Indiquer un nom pour la vue.',
    viewNameHint: 'Une vue du même nom est remplacée.',
    /** `Enregistrer`: a saved view, a dialog's field. */
    save: 'Enregistrer',
    removeView: (name: string) => `Supprimer la vue ${name}`,
    viewSaved: (name: string) => `Vue ${name} enregistrée.`,
    viewApplied: (name: string) => `Vue ${name} appliquée.`,
    viewRemoved: (name: string) => `Vue ${name} supprimée.`,
    /** localStorage full (or refused): the view could not be kept. */
    viewNotSaved: "La vue n'a pas pu être enregistrée : l'espace de stockage du navigateur est plein.",
  },
  errors: {
    listLoad: 'une erreur est survenue : ',
    /** The page's `leopard` attribute could not be read (not an object, or nested too deep): the list loads without it. */
    leopardRefused: 'Les données Leopard de la page sont illisibles : la liste est affichée sans elles.',
    sessionExpiredTitle: 'Session expirée',
    sessionExpiredText: 'La session a expiré. Veuillez recharger cette page.',
    requestFailedTitle: "Erreur lors de l'exécution de la demande",
    requestFailedText: (msg: string, status: number | string) => `Une erreur s'est produite : ${msg} (code = ${status})`,
    errorTitle: 'Erreur',
    network: 'le serveur ne répond pas (connexion impossible)',
    notJson: "la réponse du serveur n'est pas lisible",
    badShape: "la réponse du serveur n'a pas la forme attendue",
    unknown: 'erreur inconnue',
    httpStatus: (status: number) => `le serveur a répondu avec le code ${status}`,
    serverError: 'le serveur a rencontré une erreur',
    aborted: 'la demande a été annulée',
    missingUser: "Utilisateur non renseigné (attribut « userid ») : impossible d'afficher la liste.",
    invalidUser: "Identifiant d'utilisateur invalide (attribut « userid ») : impossible d'afficher la liste.",
    /** A refused `base-url` (another server than the page's, or not a URL): nothing is requested. */
    invalidBaseUrl: "Adresse du serveur refusée (attribut « base-url ») : impossible d'afficher la liste.",
    baseUrlRefused: 'adresse du serveur refusée (attribut « base-url »), aucune demande envoyée',
    /** No CSRF token at all (attribute nor <meta>): no POST is sent. */
    noCsrf: "jeton de sécurité absent de la page (csrf-token) : la demande n'a pas été envoyée",
    noCsrfText: "Le jeton de sécurité de la page est absent : la demande n'a pas été envoyée. Veuillez recharger cette page.",
    /** A call abandoned after 30 s. */
    timeout: "le serveur n'a pas répondu dans les 30 secondes",
    /** A write whose answer was lost (network failure, no answer): the list is reloaded. */
    maybeNotSaved: "La modification n'a peut-être pas été enregistrée.",
  },
  contacts: {
    columns: {
      societe: 'Société',
      type_societe: 'Entreprise / négoce',
      nom: 'Contact',
      email: 'E-mail',
      code_postal: 'Code postal',
      ville: 'Ville',
    },
    filters: {
      societe: 'Filtrer par société',
      type_societe: 'Filtrer par type de société',
      nom: 'Filtrer par contact',
      email: 'Filtrer par e-mail',
      code_postal: 'Filtrer par code postal',
      ville: 'Filtrer par ville',
    },
    empty: 'Pas encore de contacts...',
    emptyFiltered: 'Aucun contact ne correspond à la recherche...',
    deleteTitle: 'Supprimer le contact',
    deleteText: 'Si vous confirmez, le contact sera définitivement supprimé de la base de données.',
    deleteErrorTitle: 'Erreur pendant la suppression',
    deleteWho: (societe: string, nom: string) => [societe, nom].filter((t) => t.trim() !== '').join(' — '),
    deleted: (name: string) => `Contact ${name} supprimé.`,
    count: (shown: number, total: number) =>
      shown === total ? `${total} contact${s(total)}` : `${shown} contact${s(shown)} sur ${total}`,
    editLabel: (name: string) => `Modifier le contact ${name}`,
    deleteLabel: (name: string) => `Supprimer le contact ${name}`,
    /** What a screen reader hears for a contact without a company (its row's header is never empty). */
    noCompany: (name: string) => `Contact ${name} sans société`,
    tableLabel: 'Contacts',
    /** The selection and `Supprimer…` on the selected contacts; same keys as `bulk`'s for the shared parts. */
    bulk: {
      selectRow: (name: string) => `Sélectionner le contact ${name}`,
      selectPage: 'Sélectionner les contacts de la page',
      selected: (n: number) => `${n} contact${s(n)} sélectionné${s(n)}`,
      selectAllFiltered: (m: number) => `Sélectionner les ${m} contacts filtrés`,
      delete: 'Supprimer…',
      deleteTitle: 'Supprimer les contacts sélectionnés',
      deleteCount: (n: number) => `Voulez-vous supprimer définitivement ${n} contact${s(n)} ?`,
      deleted: (n: number) => `${n} contact${s(n)} supprimé${s(n)}.`,
      failures: (n: number) => `${n} contact${s(n)} non supprimé${s(n)} :`,
      progress: (done: number, total: number) => `${done} sur ${total} envoyé${s(total)}`,
      notSent: (n: number) => `${n} contact${s(n)} non envoyé${s(n)} (interrompu).`,
    },
  },
  // Validation and status texts used by src/core (SPEC.md §4, §5).
  validation: {
    quarterInvalid: "La date n'est pas valide (il faut trimestre et année).",
    quarterPast: 'La date est dépassée.',
    quarterNone: "Aucune date n'avait été précédemment renseignée.",
    siteNameEmpty: 'Il faut écrire au minimum quelque chose...',
    siteNameNone: 'Pas de nom de chantier existant',
    cloneNameNone: 'Indiquer un nom',
  },
  offerStatus: {
    '10': 'En cours',
    '20': 'Gagné',
    '30': 'Perdu',
    '40': 'Non retenue',
    '45': 'NR VDS',
  },
  offers: {
    /** The table's accessible name, with the family as users write it. */
    tableLabel: (family: keyof typeof FAMILY_NAMES) => `Offres ${FAMILY_NAMES[family]}`,
    columns: {
      offre_nom: 'Offre',
      offre_date: 'Date',
      projet_ref: 'Réf. Leopard',
      projet_nom: 'Chantier',
      client: 'Client',
      transport_dest: 'Dest.',
      qte_m2: 'Surface (m²)',
      qte_ml: 'Qté ml',
      budget: 'Budget (€)',
      projet_livraison: 'Livraison',
      offre_statut: 'Statut',
      offre_ref: 'N° offre',
      prescripteur: 'Prescripteur',
    },
    textFilterPlaceholders: {
      client_societe: 'Société',
      client_cp: 'Code postal',
      client_ville: 'Ville',
    } as Partial<Record<string, string>>,
    textFilters: {
      offre_nom: "Filtrer par nom d'offre",
      offre_ref: "Filtrer par n° d'offre",
      offre_date: 'Filtrer par date',
      projet_ref: 'Filtrer par réf. Leopard',
      projet_nom: 'Filtrer par chantier',
      projet_livraison: 'Filtrer par livraison',
      client_societe: 'Filtrer par société cliente',
      client_cp: 'Filtrer par code postal client',
      client_ville: 'Filtrer par ville cliente',
      transport_dest: 'Filtrer par destination',
    },
    numericFilters: {
      surface_min: 'Surface min',
      surface_max: 'Surface max',
      budget_min: 'Budget min',
      budget_max: 'Budget max',
      ml_min: 'Qté ml min',
      ml_max: 'Qté ml max',
    },
    productFilter: 'Filtrer par produit',
    productOption: (code: string, name: string) => `${code} – ${name}`,
    statusFilter: 'Filtrer par statut',
    /** The pipeline at a glance. */
    statusSummary: 'Répartition par statut',
    statusShare: (label: string, n: number, amount: string) => `${label} : ${n} offre${s(n)}, ${amount}`,
    statusUnset: '—',
    rowStatus: (ref: string) => `Statut de l'offre ${ref}`,
    prescriberFilter: 'Filtrer par prescripteur',
    ownOffers: 'Mes offres',
    prescriberName: (name: string, firstname: string) => `${name}, ${firstname}`,
    /** Veture's tools (src/families/veture.ts): the radio group's legend, each tool's label and new-offer link. */
    tools: {
      legend: 'Filtrer les offres pour :',
      gebrik: { label: 'Thermoreal-Gebrik', newOffer: 'Nouvelle offre Thermoreal-Gebrik' },
      kess: { label: 'Kess (TEST)', newOffer: 'Nouvelle offre Kess' },
    },
    newOffer: 'Nouvelle offre',
    newOfferTerca: 'Nouvelle offre Terca',
    back: "Retour à l'accueil",
    exportWithPrescribers: 'Exporter dans un fichier Excel',
    exportMine: 'Exporter mes offres sous format Excel',
    empty: 'Aucune offre à lister...',
    emptyFiltered: 'Aucune offre ne correspond aux filtres...',
    view: 'Afficher',
    clone: 'Cloner',
    downloadPdf: 'Télécharger le PDF',
    showPdf: 'Afficher le PDF',
    editSiteName: 'Modifier nom chantier',
    editDelivery: 'Modifier date livraison',
    hide: 'Masquer',
    rowActions: (ref: string) => `Actions de l'offre ${ref}`,
    /** What a screen reader hears for an offer without a name (its row's header is never empty). */
    unnamed: (ref: string) => `Offre ${ref} sans nom`,
    editLabel: (ref: string) => `Modifier l'offre ${ref}`,
    viewLabel: (ref: string) => `Afficher l'offre ${ref}`,
    // The quarter shown on the button is part of its name (WCAG 2.5.3, label in name).
    deliveryLabel: (ref: string, quarter: string) => `Modifier la date de livraison de l'offre ${ref} : ${quarter}`,
    deliveryEmptyLabel: (ref: string) => `Renseigner la date de livraison de l'offre ${ref}`,
    /** After an overdue quarter, for screen readers: the cell reads `2022-T3, dépassée`. */
    overdueSuffix: ', dépassée',
    /** The toggle beside the status summary listing only the overdue deliveries; no figure while the list loads. */
    overdueToggle: (n: number | null) => (n === null ? 'Livraison dépassée' : `Livraison dépassée (${n})`),
    /** The delivery dialog names its offer, the quarter it has and today's (Europe/Paris), and proposes the next one. */
    deliveryOffer: (ref: string, name: string) => (name.trim() ? `${ref} – ${name.trim()}` : ref),
    /** Before the offer's quarter, or SPEC.md's no-date text: `Livraison prévue : 2026-T2`. */
    deliveryPlanned: 'Livraison prévue : ',
    deliveryToday: (quarter: string) => `Trimestre en cours : ${quarter}`,
    deliveryNext: (quarter: string) => `Trimestre suivant (${quarter})`,
    /** Enter or F2 on a draft's delivery quarter (plain text, SPEC.md §2). */
    draftDelivery: "La livraison d'un brouillon se modifie dans l'offre.",
    count: (shown: number, total: number) =>
      shown === total ? `${total} offre${s(total)}` : `${shown} offre${s(shown)} sur ${total}`,
    downloadFrame: 'Téléchargement',
    /** The Excel export: while the file is prepared, and when it could not be. */
    exportPreparing: 'Préparation du fichier Excel…',
    /** The host prepares two exports already: the widget asks again in a moment. */
    exportWaiting: "Le serveur est occupé : votre fichier Excel sera prêt dans un instant…",
    exportFailed: (reason: string) => `Le fichier Excel n'a pas pu être préparé : ${reason}.`,
    exportNotAFile: "le serveur n'a pas envoyé de fichier Excel",
    exportSessionExpired: 'la session a expiré, veuillez recharger cette page',
    statusSaved: (ref: string, label: string) => `Statut de l'offre ${ref} : ${label}.`,
    /** After `Annuler` on a saved status change. */
    statusRestored: (ref: string, label: string) => `Statut de l'offre ${ref} rétabli : ${label}.`,
    /** Beside `Annuler`: the keyboard shortcut that does the same. */
    undoShortcutHint: (keys: string) => `ou ${keys}`,
    removed: (ref: string) => `L'offre ${ref} a été retirée de la liste.`,
    cloned: (name: string) => `Offre ${name} ajoutée en tête de liste.`,
    cloneTitle: "Cloner l'offre",
    cloneName: 'Nom de la nouvelle offre',
    cloneNameRequired: 'Indiquez le nom de la nouvelle offre.',
    cloneWarningTitle: 'Attention !',
    cloneWarningText:
      "Cette offre a été réalisée avec une ancienne version de l'outil Gebrik. Les produits et les prix ont changé et ne seront pas repris : seules les informations du client et du projet sont conservées.",
    deliveryTitle: 'Modifier la date de livraison',
    deliveryField: 'Trimestre de livraison',
    deliveryHint: 'Format AAAA-Tn, par exemple 2026-T2.',
    deliverySavedText: 'Nouvelle date enregistrée',
    siteNameTitle: 'Modifier le nom du chantier',
    siteNameField: 'Nom du chantier',
    deleteTitle: "Supprimer l'offre",
    deleteText: (ref: string) => `Voulez-vous supprimer définitivement l'offre ${ref} ?`,
    hideTitle: "Masquer l'offre",
    hideText: (ref: string) => `Voulez-vous masquer l'offre ${ref} ?`,
    /** Beside the reference in the hide and delete confirmations: which offer it is. */
    offerIdentity: (name: string, client: string) =>
      [name.trim() ? `Offre « ${name.trim()} »` : '', client.trim() ? `client ${client.trim()}` : ''].filter(Boolean).join(', ') + '.',
    siteNameSaved: (ref: string) => `Nom du chantier de l'offre ${ref} enregistré.`,
    hideFailed: "L'offre n'a pas pu être masquée.",
    totalsLabel: (count: string) => `Total : ${count}`,
    noLongerMatching: 'Ne correspond plus aux filtres',
  },
  /** Bulk actions on the selected offers. */
  bulk: {
    selectOffer: (ref: string) => `Sélectionner l'offre ${ref}`,
    selectPage: 'Sélectionner les offres de la page',
    selected: (n: number) => `${n} offre${s(n)} sélectionnée${s(n)}`,
    selectAllFiltered: (m: number) => `Sélectionner les ${m} offres filtrées`,
    changeStatus: 'Changer le statut…',
    changeStatusTitle: 'Changer le statut des offres sélectionnées',
    newStatus: 'Nouveau statut',
    apply: 'Appliquer',
    chooseStatus: 'Choisir un statut',
    statusNeeded: 'Choisissez le nouveau statut.',
    stop: 'Arrêter',
    progressLabel: 'Progression',
    hide: 'Masquer…',
    hideTitle: 'Masquer les offres sélectionnées',
    clear: 'Tout désélectionner',
    /** Progress of a sequence of calls, one offer at a time. */
    progress: (done: number, total: number) => `${done} sur ${total} envoyée${s(total)}`,
    statusDone: (n: number, label: string) => `${n} offre${s(n)} passée${s(n)} au statut ${label}.`,
    statusRestored: (n: number) => `Statut rétabli pour ${n} offre${s(n)}.`,
    unchanged: (n: number) => `${n} offre${s(n)} déjà à ce statut.`,
    failures: (n: number) => `${n} offre${s(n)} non modifiée${s(n)} :`,
    failure: (ref: string, msg: string) => `${ref} : ${msg}`,
    notSent: (n: number) => `${n} offre${s(n)} non envoyée${s(n)} (interrompu).`,
    hideCount: (n: number) => (n === 0 ? 'Aucune des offres sélectionnées ne peut être masquée.'
      : `${n} offre${s(n)} ser${n > 1 ? 'ont' : 'a'} masquée${s(n)}.`),
    hideSkipped: (n: number) => `${n} offre${s(n)} ne peu${n > 1 ? 'vent' : 't'} pas être masquée${s(n)} (offre modifiable) :`,
    hidden: (n: number) => `${n} offre${s(n)} masquée${s(n)}.`,
    hideFailures: (n: number) => `${n} offre${s(n)} non masquée${s(n)} :`,
    offerName: (ref: string, name: string) => (name.trim() ? `${ref} — ${name}` : ref),
  },
  /** Changes made in place on a row (status, delivery, site name): saving, conflicts, lost answers, undo. */
  edits: {
    /** Beside a row while its change is being saved. */
    saving: 'Enregistrement…',
    /** A conflict the server did not word (it names the offer and its current value). */
    conflict: (ref: string) => `L'offre ${ref} a été modifiée entre-temps : la liste montre sa valeur actuelle.`,
    /** A change whose answer was lost: the list was reloaded; what the server now holds. */
    unknown: {
      status: (ref: string, now: string) => `${ref} : statut inconnu, la liste a été rechargée — statut actuel : ${now}`,
      delivery: (ref: string, now: string) => `${ref} : date de livraison inconnue, la liste a été rechargée — date actuelle : ${now}`,
      siteName: (ref: string, now: string) => `${ref} : nom du chantier inconnu, la liste a été rechargée — nom actuel : ${now}`,
    },
    /** An offer the reloaded list no longer has. */
    unknownGone: (ref: string) => `${ref} : résultat inconnu, l'offre n'est plus dans la liste rechargée`,
    /** A bulk call whose answer was lost (hide, delete). */
    unknownOther: (name: string) => `${name} : résultat inconnu, la liste a été rechargée`,
    noValue: 'aucune',
    deliveryRestored: (ref: string, value: string) => `Date de livraison de l'offre ${ref} rétablie : ${value}.`,
    siteNameRestored: (ref: string, value: string) => `Nom du chantier de l'offre ${ref} rétabli : ${value}.`,
    refresh: 'Actualiser',
  },
  /** Grouping the offers. */
  grouping: {
    groupBy: 'Grouper par',
    keys: { none: 'Aucun', client: 'Client', delivery: 'Livraison', status: 'Statut', prescriber: 'Prescripteur' },
    /** The label of the group of offers without a value for a key. */
    missing: { client: 'Client non renseigné', delivery: 'Livraison non renseignée', status: 'Sans statut', prescriber: 'Prescripteur non renseigné' },
    unknownPrescriber: (id: number) => `Prescripteur n° ${id}`,
    /** The fold button of a group row: its name is the group's label; aria-expanded tells folded or not. */
    toggle: (label: string) => `Groupe ${label}`,
    continued: '(suite)',
    totals: (budget: string, surface: string) => `Budget ${budget}, surface ${surface} m²`,
  },
} as const;

export type Fr = typeof fr;
