/** The futures rules page (pages/Rules.tsx), linked from the open form and each proof without loading the page. */
export const RULES_PATH = '/pages/transaction/contract_rules';
