/** Proof of reserves (Traditional Chinese). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '儲備證明',
  intro:
    '每位用戶的餘額都是一棵默克爾樹的一片葉子；樹根與總額及平台持有的資產一起在此公佈。請核對您的餘額是否包含在內：您的瀏覽器會重新計算您的葉子及其到樹根的路徑。',
  empty: '尚未發佈任何快照',
  takenAt: '生成時間',
  users: '包含的賬戶數',
  root: '默克爾樹根',
  encoding: '葉子編碼',
  assetsTitle: '對用戶的負債與持有的資產',
  demoBanner: '示範資金：本環境的平台賬戶由為測試而發行的示範資金注資。它不是真實資產，下面與真實資產分開顯示。',
  verifyButton: '驗證我的餘額',
  history: '以往的快照',
  asset: {
    liabilities: '應付用戶',
    depositsHeld: '充值地址（記錄）',
    funding: '營運方注資存入',
    realAssets: '持有的真實資產',
    demo: '示範資金（非真實）',
    covered: '已覆蓋',
    notCovered: '真實資產不足以覆蓋',
    accounts: '其中平台自有賬戶',
    house: '莊家賬戶',
    insurance: '保險基金',
    treasury: '資金庫',
    other: '其他平台賬戶',
  },
  limits: {
    title: '本證明不能證明的內容',
    keys: '平台掌控其充值地址的私鑰，或幣仍在那裏：所示持有量是平台自己的記錄，並非從區塊鏈讀取。',
    offPlatform: '本賬本之外的負債，例如公司的借款或其他債務。',
    borrowed: '資產不是為快照時刻借來、事後又歸還的。',
    unchecked: '無人核對的餘額是正確的：證明的可信度取決於核對自己葉子的用戶數量。',
    demo: '任何關於示範資金的內容：它是為測試發行的示範資金。',
  },
  verify: {
    title: '驗證我的餘額',
    intro: '您的瀏覽器用 SHA-256 根據下面的數據重新計算您的葉子，沿路徑算到樹根，並與公佈的樹根比較。不會向伺服器發送任何內容。',
    checking: '正在核對…',
    pass: '驗證通過：您的餘額包含在公佈的樹根中',
    fail: '驗證未通過：由您的葉子算出的樹根與公佈的不同',
    balances: '您在此快照中的餘額',
    noBalances: '無餘額',
    account: '您的匿名標識',
    nonce: '隨機數',
    leafHash: '您的葉子（在此計算）',
    pathSteps: '到樹根的步數',
    computedRoot: '在此計算的樹根',
    publishedRoot: '公佈的樹根',
    preimage: '您的葉子的原文',
    howTo:
      '用其他工具核對：對一個 0x00 位元組加上此文本做 SHA-256，即得您的葉子。下面每一步對一個 0x01 位元組、左雜湊和右雜湊（各 32 位元組）做雜湊。',
    side: {
      left: '左：',
      right: '右：',
    },
    again: '再次驗證',
  },
} satisfies Messages<typeof en>;
