/** Coupons (jp). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'クーポンセンター',
  claimTitle: 'クーポンを受け取る',
  noCampaigns: '現在受け取れるクーポンはありません',
  mineTitle: 'マイクーポン',
  tab: { usable: '利用可能', used: '使用済み', expired: '期限切れ' },
  empty: {
    usable: '利用可能なクーポンはありません',
    used: '使用済みのクーポンはまだありません',
    expired: '期限切れのクーポンはありません',
  },
  how: {
    title: 'クーポンの仕組み',
    fee: '手数料割引クーポンは、1件の注文の取引手数料からその割合を上限まで差し引きます。',
    voucher:
      '体験クーポンは、秒オプション1件の掛け金、または先物ポジション1件の証拠金を立て替えます。注文が終了すると立て替え分は戻されます。お客様に残るのは利益のみです。',
    expiry: '各クーポンには有効期限があります。期限切れのクーポンは使用できません。',
    funded: 'すべてのクーポンは資金が入ったプラットフォーム口座から支払われます。受け取った時点でその価値が確保されます。',
  },
  label: {
    fee_discount: '手数料 {{percent}}% オフ（上限 {{cap}}）',
    stake_voucher: '{{amount}} オプション掛け金体験クーポン',
    margin_voucher: '{{amount}} 先物証拠金体験クーポン',
  },
  product: { lever: '先物', microtrade: 'オプション' },
  validDays_one: '受け取り後 {{count}} 日間有効',
  validDays_other: '受け取り後 {{count}} 日間有効',
  claimUntil: '受け取り期限 {{when}}',
  alreadyClaimed: '受け取り済み',
  claim: '受け取る',
  claimed: 'クーポンを受け取りました',
  availability: { open: '受付中', paused: '一時停止中', ended: '終了', exhausted: '配布終了', awaiting_funding: '資金待ち' },
  fromGame: 'ミニゲームの賞品',
  expires: '{{when}} に期限切れ',
  status: { held: '利用可能', in_use: '未決済の注文で使用中', used: '使用済み', expired: '期限切れ' },
  gave: {
    fee_discount: '手数料 {{amount}} 節約 · {{when}}',
    stake_voucher: '掛け金 {{amount}} を立て替え · {{when}}',
    margin_voucher: '証拠金 {{amount}} を立て替え · {{when}}',
  },
  returned: '注文終了時に戻された立て替え分：{{amount}}',
  orderRef: '注文 {{ref}}',
  use: '使う',
  picker: { title: 'クーポン', none: '使用しない' },
  effect: {
    fee_discount: 'このクーポンで手数料が {{amount}} 割引されます。',
    stake_voucher: 'この体験クーポンが掛け金 {{amount}} を支払います。注文終了時に立て替え分は戻され、残るのは利益のみです。',
    margin_voucher: 'この体験クーポンが証拠金 {{amount}} を支払います。決済時に立て替え分は戻され、残るのは利益のみです。',
  },
  order: {
    fee_discount: 'クーポン #{{id}}：手数料 {{amount}} 割引',
    stake_voucher: '体験クーポン #{{id}}：掛け金 {{amount}} 立て替え',
    margin_voucher: '体験クーポン #{{id}}：証拠金 {{amount}} 立て替え',
  },
} satisfies Messages<typeof en>;
