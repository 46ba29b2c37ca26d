/** Where the proof of reserves lives: open to anyone; checking one's own balance needs a session. */
export const RESERVES_PATH = '/pages/reserves/index';
export const VERIFY_PATH = '/pages/reserves/verify';
