/** Proof of reserves (Simplified Chinese). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '储备证明',
  intro:
    '每位用户的余额都是一棵默克尔树的一个叶子；树根与总额及平台持有的资产一起在此公布。请核对您的余额是否包含在内：您的浏览器会重新计算您的叶子及其到树根的路径。',
  empty: '尚未发布任何快照',
  takenAt: '生成时间',
  users: '包含的账户数',
  root: '默克尔树根',
  encoding: '叶子编码',
  assetsTitle: '对用户的负债与持有的资产',
  demoBanner: '演示资金：本环境的平台账户由为测试而发行的演示资金注资。它不是真实资产，下面与真实资产分开显示。',
  verifyButton: '验证我的余额',
  history: '以往的快照',
  asset: {
    liabilities: '应付用户',
    depositsHeld: '充值地址（记录）',
    funding: '运营方注资存入',
    realAssets: '持有的真实资产',
    demo: '演示资金（非真实）',
    covered: '已覆盖',
    notCovered: '真实资产不足以覆盖',
    accounts: '其中平台自有账户',
    house: '庄家账户',
    insurance: '保险基金',
    treasury: '资金库',
    other: '其他平台账户',
  },
  limits: {
    title: '本证明不能证明的内容',
    keys: '平台掌控其充值地址的私钥，或币仍在那里：所示持有量是平台自己的记录，并非从区块链读取。',
    offPlatform: '本账本之外的负债，例如公司的借款或其他债务。',
    borrowed: '资产不是为快照时刻借来、事后又归还的。',
    unchecked: '无人核对的余额是正确的：证明的可信度取决于核对自己叶子的用户数量。',
    demo: '任何关于演示资金的内容：它是为测试发行的演示资金。',
  },
  verify: {
    title: '验证我的余额',
    intro: '您的浏览器用 SHA-256 根据下面的数据重新计算您的叶子，沿路径算到树根，并与公布的树根比较。不会向服务器发送任何内容。',
    checking: '正在核对…',
    pass: '验证通过：您的余额包含在公布的树根中',
    fail: '验证未通过：由您的叶子算出的树根与公布的不同',
    balances: '您在此快照中的余额',
    noBalances: '无余额',
    account: '您的匿名标识',
    nonce: '随机数',
    leafHash: '您的叶子（在此计算）',
    pathSteps: '到树根的步数',
    computedRoot: '在此计算的树根',
    publishedRoot: '公布的树根',
    preimage: '您的叶子的原文',
    howTo:
      '用其他工具核对：对一个 0x00 字节加上此文本做 SHA-256，即得您的叶子。下面每一步对一个 0x01 字节、左哈希和右哈希（各 32 字节）做哈希。',
    side: {
      left: '左：',
      right: '右：',
    },
    again: '再次验证',
  },
} satisfies Messages<typeof en>;
