/**
 * What the chat room refuses to carry: links and contact details (the usual first step of a scam
 * is moving a victim to a private channel), masked before the message is stored; and names that
 * read as the staff's, refused, since a fake "Support" in a public room is how impersonation
 * starts. Pure functions, so the rules are tested alone.
 */

const MASK = '***';

/** Each pattern is one kind of thing to mask; order matters (a URL before a bare domain). */
const PATTERNS: RegExp[] = [
  // URLs with a scheme, and www. addresses
  /\b(?:https?|ftp|wss?):\/\/\S+/giu,
  /\bwww\.\S+/giu,
  // e-mail addresses
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/giu,
  // bare domains (name.tld, name.tld/path), the common top-level domains only so "1.5" or "e.g." stay
  /\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|io|me|co|cc|xyz|top|app|info|biz|vip|link|site|online|shop|cn|hk|ru|uk|us|jp|kr|th|fr|es|de|ly|gg|to|ai)\b(?:\/\S*)?/giu,
  // messenger handles and invitations: t.me links, @handles, "telegram: x", "wechat id x", "whatsapp x"
  // Regular expressions are written in ASCII (\u escapes): the bundle that `npm start` runs is then
  // one-byte text, which V8 holds at half the size of two-byte text (scripts/bundle.mjs checks).
  // The second reads: 微信|电报|飞机|加我|联系我|薇信|扣扣, then an optional ： or :.
  /\b(?:telegram|tg|wechat|weixin|wx|whatsapp|wa|line|skype|signal|qq|discord|kakao)\s*(?:id)?\s*[:\uff1a=]?\s*[@\p{L}\p{N}_.+-]{3,}/giu,
  /(?:\u5fae\u4fe1|\u7535\u62a5|\u98de\u673a|\u52a0\u6211|\u8054\u7cfb\u6211|\u8587\u4fe1|\u6263\u6263)\s*[:\uff1a]?\s*[\p{L}\p{N}_.+-]{3,}/gu,
  /(?:^|\s)@[\p{L}\p{N}_]{4,}/gu,
  // phone numbers: 7 or more digits, with spaces, dots, dashes or brackets between them
  /\+?\d[\d\s().-]{5,}\d/gu,
];

export interface Masked {
  text: string;
  filtered: boolean;
}

/** Replace every link and contact detail in `text` with ***. */
export function maskText(text: string): Masked {
  let out = text;
  for (const pattern of PATTERNS) {
    out = out.replace(pattern, (match) => {
      // Phone numbers: runs of at least 7 digits, but not a decimal number (a price: 65000.50).
      if (/^\+?\d/.test(match) && (match.replace(/\D/g, '').length < 7 || /^\d+\.\d+$/.test(match.trim()))) return match;
      const lead = /^\s/.test(match) ? match[0] : '';
      return lead + MASK;
    });
  }
  return { text: out, filtered: out !== text };
}

/** Words a name may not contain, in the app's languages: what staff would be called. */
const STAFF_WORDS = [
  'admin',
  'administrator',
  'support',
  'official',
  'staff',
  'moderator',
  'operator',
  'helpdesk',
  'customer service',
  'customer care',
  'bourse team',
  'bourse',
  '客服',
  '官方',
  '管理员',
  '管理員',
  '工作人员',
  '工作人員',
  'サポート',
  '公式',
  '운영자',
  '고객센터',
  '관리자',
  'แอดมิน',
  'เจ้าหน้าที่',
  'soporte',
  'oficial',
  'officiel',
  'équipe',
];

/** Fold look-alikes (0 for o, 1 and l for i...) and separators, so "Supp0rt_Team" still reads as staff. */
function fold(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[0]/g, 'o')
    .replace(/[1|!]/g, 'i')
    .replace(/[3]/g, 'e')
    .replace(/[4@]/g, 'a')
    .replace(/[5$]/g, 's')
    .replace(/[\s._\-\u00b7\u2022*]+/g, '');
}

/**
 * Whether a display name reads as staff's: it contains a staff word (folded), or is, folded, one of
 * the console's operator usernames.
 */
export function isStaffName(name: string, operatorNames: readonly string[] = []): boolean {
  const folded = fold(name);
  if (STAFF_WORDS.map(fold).some((w) => folded.includes(w))) return true;
  return operatorNames.some((o) => fold(o) === folded);
}
