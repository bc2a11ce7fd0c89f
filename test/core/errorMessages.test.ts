import { ApiError } from '../../src/core/api';
import { describeActionError, describeListLoadError, isOutcomeUnknown } from '../../src/core/errorMessages';

describe('describeListLoadError (SPEC §8: list load)', () => {
  it.each<[string, unknown, ReturnType<typeof describeListLoadError>]>([
    ['401 → go to /login', new ApiError('unauthorized', '', 401), { action: 'login' }],
    ['419 → reload the page', new ApiError('session-expired', '', 419), { action: 'reload' }],
    ['server message', new ApiError('http', '', 500, 'Base indisponible'),
      { action: 'alert', text: 'une erreur est survenue : Base indisponible' }],
    ['status without message', new ApiError('http', '', 503),
      { action: 'alert', text: 'une erreur est survenue : le serveur a répondu avec le code 503' }],
    ['network', new ApiError('network', 'Failed to fetch'),
      { action: 'alert', text: 'une erreur est survenue : le serveur ne répond pas (connexion impossible)' }],
    ['not JSON', new ApiError('not-json', '', 200),
      { action: 'alert', text: "une erreur est survenue : la réponse du serveur n'est pas lisible" }],
    ['bad shape', new ApiError('bad-shape', '', 200),
      { action: 'alert', text: "une erreur est survenue : la réponse du serveur n'a pas la forme attendue" }],
    ['no answer in 30 s (issue 22)', new ApiError('timeout', ''),
      { action: 'alert', text: "une erreur est survenue : le serveur n'a pas répondu dans les 30 secondes" }],
    ['no CSRF token: nothing sent (issue 22)', new ApiError('no-csrf', ''),
      { action: 'alert', text: "une erreur est survenue : jeton de sécurité absent de la page (csrf-token) : la demande n'a pas été envoyée" }],
    ['a refused base-url (issue 22)', new ApiError('refused', ''),
      { action: 'alert', text: 'une erreur est survenue : adresse du serveur refusée (attribut « base-url »), aucune demande envoyée' }],
    ['a plain Error', new Error('boom'), { action: 'alert', text: 'une erreur est survenue : boom' }],
    ['not an Error', 42, { action: 'alert', text: 'une erreur est survenue : erreur inconnue' }],
  ])('%s', (_name, e, expected) => {
    expect(describeListLoadError(e)).toEqual(expected);
  });
});

describe('describeActionError (SPEC §8: other list calls)', () => {
  const expired = { title: 'Session expirée', text: 'La session a expiré. Veuillez recharger cette page.' };
  const failed = (text: string) => ({ title: "Erreur lors de l'exécution de la demande", text });

  it.each<[string, unknown, { title: string; text: string }]>([
    ['401', new ApiError('unauthorized', '', 401), expired],
    ['419', new ApiError('session-expired', '', 419), expired],
    ['500 with message', new ApiError('http', '', 500, 'Offre introuvable'),
      failed("Une erreur s'est produite : Offre introuvable (code = 500)")],
    ['500 without message', new ApiError('http', '', 500),
      failed("Une erreur s'est produite : le serveur a rencontré une erreur (code = 500)")],
    // Issue 22: a write whose answer was lost may have been applied; the screen reloads the list.
    ['network', new ApiError('network', 'x'), failed("La modification n'a peut-être pas été enregistrée.")],
    ['no answer in 30 s', new ApiError('timeout', 'x'), failed("La modification n'a peut-être pas été enregistrée.")],
    ['no CSRF token: nothing sent', new ApiError('no-csrf', 'x'),
      { title: 'Erreur', text: "Le jeton de sécurité de la page est absent : la demande n'a pas été envoyée. Veuillez recharger cette page." }],
    ['not JSON', new ApiError('not-json', '', 200),
      failed("Une erreur s'est produite : la réponse du serveur n'est pas lisible (code = 200)")],
    ['unknown value', undefined, failed("Une erreur s'est produite : erreur inconnue (code = 0)")],
  ])('%s', (_name, e, expected) => {
    expect(describeActionError(e)).toEqual(expected);
  });
});

describe('isOutcomeUnknown (issue 22): the request may have been applied, no answer says so', () => {
  it.each<[string, unknown, boolean]>([
    ['network failure', new ApiError('network', 'x'), true],
    ['no answer in 30 s', new ApiError('timeout', 'x'), true],
    ['an answer with an error status', new ApiError('http', '', 500), false],
    ['419', new ApiError('session-expired', '', 419), false],
    ['not sent (no token)', new ApiError('no-csrf', ''), false],
    ['not sent (refused base-url)', new ApiError('refused', ''), false],
    ['aborted by the widget', new ApiError('aborted', ''), false],
    ['not an ApiError', new Error('x'), false],
  ])('%s → %s', (_n, e, expected) => {
    expect(isOutcomeUnknown(e)).toBe(expected);
  });
});
