import { atom } from 'jotai';

/**
 * The login popup is shown or hidden (spec point 4). It lives with the session rather than in the
 * login feature so the app frame can open the popup without loading the popup's code (dialog, form,
 * checkbox) into every first paint; that code loads the first time this turns true.
 */
export const loginPopupOpenAtom = atom(false);
loginPopupOpenAtom.debugLabel = 'loginPopupOpen';
