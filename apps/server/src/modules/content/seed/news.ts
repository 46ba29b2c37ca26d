/**
 * Seeded news: three home banners (c_id 5) and four articles (c_id 4), in the eight app languages.
 * Every language states the same facts. 'welcome' is the one-time launch notice (pop).
 * Body format: plain text, paragraphs separated by one blank line, "## " starts a heading,
 * "- " starts a bullet item.
 */
import type { SeedNews } from './types';

const BANNER_PROOFS: SeedNews = {
  key: 'banner-proofs',
  c_id: 5,
  pop: false,
  cover: '/static/banners/banner-1.svg',
  link: '/pages/setting/operational_compliance',
  texts: {
    en: {
      title: 'Every settlement, proven',
      summary: 'Open the proof behind any settled order: ticks, inputs and result.',
      body: "Every settled order stores the price ticks it used, the formula's inputs and its result. Open the proof from the order and check the calculation yourself.",
    },
    zh: {
      title: '每笔结算，都有证明',
      summary: '打开任意已结算订单的证明：价格数据、输入值与结果。',
      body: '每笔已结算订单都会保存所用的价格数据、公式的输入值和结果。从订单中打开证明，即可自行核对计算。',
    },
    hk: {
      title: '每次結算，均有證明',
      summary: '打開任何已結算訂單的證明：價格數據、輸入值及結果。',
      body: '每張已結算訂單都會保存所用的價格數據、公式的輸入值及結果。在訂單內打開證明，即可自行核對計算。',
    },
    th: {
      title: 'ทุกการชำระราคา พิสูจน์ได้',
      summary: 'เปิดดูหลักฐานของคำสั่งที่ชำระราคาแล้ว: ข้อมูลราคา ค่าที่ใช้ และผลลัพธ์',
      body: 'ทุกคำสั่งที่ชำระราคาแล้วจะเก็บข้อมูลราคาที่ใช้ ค่าที่ใส่ในสูตร และผลลัพธ์ไว้ เปิดหลักฐานจากคำสั่งเพื่อตรวจสอบการคำนวณด้วยตนเอง',
    },
    jp: {
      title: 'すべての決済に、証明を',
      summary: '決済済みの注文ごとに、ティック・入力値・結果を確認できます。',
      body: '決済済みの注文には、使用した価格ティック、計算式の入力値、その結果が保存されています。注文から証明を開き、計算をご自身で確認できます。',
    },
    kor: {
      title: '모든 정산에 증명을',
      summary: '정산된 주문마다 가격 틱, 입력값, 결과를 확인하세요.',
      body: '정산된 모든 주문에는 사용된 가격 틱, 공식의 입력값과 결과가 저장됩니다. 주문에서 증명을 열어 계산을 직접 확인해 보세요.',
    },
    fra: {
      title: 'Chaque règlement, prouvé',
      summary: "Ouvrez la preuve de tout ordre réglé : ticks, données d'entrée et résultat.",
      body: "Chaque ordre réglé conserve les ticks de prix utilisés, les données d'entrée de la formule et son résultat. Ouvrez la preuve depuis l'ordre et vérifiez vous-même le calcul.",
    },
    spa: {
      title: 'Cada liquidación, demostrada',
      summary: 'Abra la prueba de cualquier orden liquidada: ticks, datos y resultado.',
      body: 'Cada orden liquidada guarda los ticks de precio utilizados, los datos de entrada de la fórmula y su resultado. Abra la prueba desde la orden y compruebe el cálculo usted mismo.',
    },
  },
};

const BANNER_MARKETS: SeedNews = {
  key: 'banner-markets',
  c_id: 5,
  pop: false,
  cover: '/static/banners/banner-2.svg',
  link: '/pages/market/market',
  texts: {
    en: {
      title: 'Crypto and US stocks, one app',
      summary: 'Spot, futures, seconds options and fractional US stocks, on a labelled simulated market.',
      body: 'Trade spot crypto, leveraged futures, seconds options and fractional US stocks from one account. By default, prices come from a simulated market marked with a "simulated market" badge.',
    },
    zh: {
      title: '加密资产与美股，一个应用',
      summary: '现货、合约、秒合约与美股碎股交易，模拟行情清晰标注。',
      body: '一个账户即可交易加密资产现货、杠杆合约、秒合约和美股碎股。默认情况下，价格来自模拟行情，并带有“模拟行情”标识。',
    },
    hk: {
      title: '加密資產與美股，一個應用程式',
      summary: '現貨、合約、秒合約及美股碎股交易，模擬市場清晰標示。',
      body: '一個帳戶即可買賣加密資產現貨、槓桿合約、秒合約及美股碎股。預設情況下，價格來自模擬市場，並附有「模擬市場」標示。',
    },
    th: {
      title: 'คริปโตและหุ้นสหรัฐฯ ในแอปเดียว',
      summary: 'สปอต ฟิวเจอร์ส ออปชันรายวินาที และเศษหุ้นสหรัฐฯ บนตลาดจำลองที่มีป้ายกำกับชัดเจน',
      body: 'ซื้อขายคริปโตสปอต ฟิวเจอร์สแบบใช้เลเวอเรจ ออปชันรายวินาที และเศษหุ้นสหรัฐฯ ได้จากบัญชีเดียว โดยค่าเริ่มต้น ราคามาจากตลาดจำลองที่มีป้าย "ตลาดจำลอง" กำกับ',
    },
    jp: {
      title: '暗号資産も米国株も、ひとつのアプリで',
      summary: '現物・先物・秒オプション・米国株の端数取引。シミュレーション相場は明示されます。',
      body: 'ひとつのアカウントで、暗号資産の現物、レバレッジ先物、秒オプション、米国株の端数取引ができます。初期設定では、価格は「シミュレーション相場」バッジ付きのシミュレーション相場から提供されます。',
    },
    kor: {
      title: '암호화폐와 미국 주식을 한 앱에서',
      summary: '현물, 선물, 초단위 옵션, 미국 주식 소수점 거래. 모의 시장은 명확히 표시됩니다.',
      body: "하나의 계정으로 암호화폐 현물, 레버리지 선물, 초단위 옵션, 미국 주식 소수점 거래를 할 수 있습니다. 기본적으로 가격은 '모의 시장' 배지가 붙은 모의 시장에서 제공됩니다.",
    },
    fra: {
      title: 'Crypto et actions US, une appli',
      summary: 'Comptant, contrats à terme, options à la seconde et actions US fractionnées, sur un marché simulé signalé.',
      body: "Négociez des cryptomonnaies au comptant, des contrats à terme avec effet de levier, des options à la seconde et des fractions d'actions américaines depuis un seul compte. Par défaut, les prix proviennent d'un marché simulé signalé par le badge « marché simulé ».",
    },
    spa: {
      title: 'Cripto y acciones de EE. UU. en una app',
      summary: 'Contado, futuros, opciones por segundos y acciones fraccionadas, en un mercado simulado señalado.',
      body: 'Opere criptomonedas al contado, futuros con apalancamiento, opciones por segundos y acciones de EE. UU. fraccionadas desde una sola cuenta. Por defecto, los precios proceden de un mercado simulado señalado con la insignia «mercado simulado».',
    },
  },
};

const BANNER_SECURITY: SeedNews = {
  key: 'banner-security',
  c_id: 5,
  pop: false,
  cover: '/static/banners/banner-3.svg',
  link: '/pages/setting/security',
  texts: {
    en: {
      title: 'Secure your account',
      summary: 'Set a pay password and 2FA. Withdrawals pause for 24 h after security changes.',
      body: 'Use a unique password, set a pay password and turn on 2FA. After a change to your password, pay password, 2FA, mobile number or email, withdrawals are locked for 24 hours to protect you.',
    },
    zh: {
      title: '保护您的账户',
      summary: '设置资金密码并开启 2FA。安全设置变更后，提现暂停 24 小时。',
      body: '请使用独一无二的密码，设置资金密码并开启 2FA。修改登录密码、资金密码、2FA、手机号或邮箱后，提现将锁定 24 小时，以保护您的资金。',
    },
    hk: {
      title: '保障你的帳戶',
      summary: '設定資金密碼並啟用 2FA。更改安全設定後，提款暫停 24 小時。',
      body: '請使用獨一無二的密碼，設定資金密碼並啟用 2FA。更改登入密碼、資金密碼、2FA、手機號碼或電郵後，提款會鎖定 24 小時，以保障你的資金。',
    },
    th: {
      title: 'ปกป้องบัญชีของคุณ',
      summary: 'ตั้งรหัสผ่านการชำระเงินและเปิด 2FA การถอนจะหยุด 24 ชม. หลังเปลี่ยนการตั้งค่าความปลอดภัย',
      body: 'ใช้รหัสผ่านที่ไม่ซ้ำกับที่อื่น ตั้งรหัสผ่านการชำระเงิน และเปิด 2FA หลังจากเปลี่ยนรหัสผ่าน รหัสผ่านการชำระเงิน 2FA เบอร์มือถือ หรืออีเมล การถอนจะถูกล็อก 24 ชั่วโมงเพื่อปกป้องคุณ',
    },
    jp: {
      title: 'アカウントを守りましょう',
      summary: '資金パスワードと 2FA を設定。セキュリティ設定の変更後 24 時間は出金を停止します。',
      body: 'ほかで使っていないパスワードを使い、資金パスワードを設定して 2FA を有効にしてください。ログインパスワード、資金パスワード、2FA、携帯電話番号、メールアドレスを変更した後 24 時間は、お客様を守るため出金がロックされます。',
    },
    kor: {
      title: '계정을 안전하게 지키세요',
      summary: '자금 비밀번호와 2FA를 설정하세요. 보안 설정 변경 후 24시간 동안 출금이 중지됩니다.',
      body: '다른 곳에서 쓰지 않는 비밀번호를 사용하고, 자금 비밀번호를 설정하고 2FA를 켜세요. 로그인 비밀번호, 자금 비밀번호, 2FA, 휴대폰 번호, 이메일을 변경하면 회원님을 보호하기 위해 24시간 동안 출금이 잠깁니다.',
    },
    fra: {
      title: 'Sécurisez votre compte',
      summary: 'Définissez un mot de passe de paiement et la 2FA. Retraits suspendus 24 h après un changement de sécurité.',
      body: "Utilisez un mot de passe unique, définissez un mot de passe de paiement et activez la 2FA. Après un changement de mot de passe, de mot de passe de paiement, de 2FA, de numéro de mobile ou d'e-mail, les retraits sont bloqués pendant 24 heures pour vous protéger.",
    },
    spa: {
      title: 'Proteja su cuenta',
      summary: 'Configure una contraseña de pago y la 2FA. Los retiros se pausan 24 h tras cambios de seguridad.',
      body: 'Use una contraseña única, configure una contraseña de pago y active la 2FA. Tras un cambio de contraseña, contraseña de pago, 2FA, número de móvil o correo electrónico, los retiros se bloquean durante 24 horas para protegerle.',
    },
  },
};

const WELCOME: SeedNews = {
  key: 'welcome',
  c_id: 4,
  pop: true,
  cover: null,
  link: null,
  texts: {
    en: {
      title: 'Welcome to Bourse',
      summary: 'One app for crypto, US stocks and more, with a proof behind every settlement.',
      body: `Welcome to Bourse, a mobile-first app for trading crypto and US stocks.

With one account you can trade on the spot market, open leveraged futures, place seconds options and buy fractional US stocks. Deposits, withdrawals, transfers, currency exchange and your bills are all in the app.

We built Bourse around a few plain rules:

- Outcomes come only from the market price feed, and every settlement stores a proof you can open from the order.
- Fees come from the server's configuration and are shown before you confirm.
- Payouts come from funded accounts, and no product promises a guaranteed return.
- Withdrawals need your pay password and pause for 24 hours after security changes.

By default, prices come from a simulated market and carry a "simulated market" badge.

To get started, register, bind your email and mobile number, and complete identity verification so that you can withdraw. Questions? Write to us at support@bourse.example.`,
    },
    zh: {
      title: '欢迎来到 Bourse',
      summary: '一个应用即可交易加密资产、美股等，每笔结算都有证明。',
      body: `欢迎来到 Bourse，一款以移动端为先的加密资产与美股交易应用。

一个账户即可进行现货交易、开立杠杆合约、下单秒合约，以及买入美股碎股。充值、提现、划转、币种兑换和账单也都在应用中。

我们围绕几条简单的规则打造了 Bourse：

- 结果只来自市场价格源，每次结算都会保存证明，您可以从订单中打开查看。
- 费用来自服务器配置，并在您确认前显示。
- 赔付来自已注资的账户，任何产品都不承诺保证收益。
- 提现需要资金密码，安全设置变更后提现暂停 24 小时。

默认情况下，价格来自模拟行情，并带有“模拟行情”标识。

开始使用：注册账户，绑定邮箱和手机号，并完成身份认证以便提现。如有疑问，请发送邮件至 support@bourse.example。`,
    },
    hk: {
      title: '歡迎來到 Bourse',
      summary: '一個應用程式即可買賣加密資產、美股等，每次結算均有證明。',
      body: `歡迎來到 Bourse，一款以流動裝置為先的加密資產及美股交易應用程式。

只需一個帳戶，即可進行現貨交易、開立槓桿合約、買賣秒合約，以及買入美股碎股。存款、提款、轉帳、貨幣兌換及帳單亦全部在應用程式內。

我們以幾項簡單的原則打造 Bourse：

- 結果只取決於市場價格來源，每次結算都會保存證明，你可以在訂單內打開查閱。
- 費用來自伺服器設定，並會在你確認前顯示。
- 賠付來自已注資的帳戶，任何產品均不承諾保證回報。
- 提款須輸入資金密碼，更改安全設定後提款會暫停 24 小時。

預設情況下，價格來自模擬市場，並附有「模擬市場」標示。

開始使用：註冊帳戶，綁定電郵及手機號碼，並完成身份認證以便提款。如有查詢，請電郵至 support@bourse.example。`,
    },
    th: {
      title: 'ยินดีต้อนรับสู่ Bourse',
      summary: 'แอปเดียวสำหรับคริปโต หุ้นสหรัฐฯ และอื่น ๆ พร้อมหลักฐานในทุกการชำระราคา',
      body: `ยินดีต้อนรับสู่ Bourse แอปซื้อขายคริปโตและหุ้นสหรัฐฯ ที่ออกแบบมาเพื่อมือถือเป็นหลัก

ด้วยบัญชีเดียว คุณสามารถซื้อขายในตลาดสปอต เปิดฟิวเจอร์สแบบใช้เลเวอเรจ ซื้อขายออปชันรายวินาที และซื้อเศษหุ้นสหรัฐฯ การฝาก ถอน โอน แลกเปลี่ยนสกุลเงิน และรายการบัญชีก็อยู่ในแอปทั้งหมด

เราสร้าง Bourse บนกฎง่าย ๆ ไม่กี่ข้อ

- ผลลัพธ์มาจากฟีดราคาตลาดเท่านั้น และการชำระราคาทุกครั้งจะเก็บหลักฐานที่คุณเปิดดูได้จากคำสั่ง
- ค่าธรรมเนียมมาจากการตั้งค่าของเซิร์ฟเวอร์ และแสดงก่อนคุณยืนยัน
- เงินที่จ่ายออกมาจากบัญชีที่มีเงินทุน และไม่มีผลิตภัณฑ์ใดสัญญาว่าจะรับประกันผลตอบแทน
- การถอนต้องใช้รหัสผ่านการชำระเงิน และจะหยุดชั่วคราว 24 ชั่วโมงหลังเปลี่ยนการตั้งค่าความปลอดภัย

โดยค่าเริ่มต้น ราคามาจากตลาดจำลองและมีป้าย "ตลาดจำลอง" กำกับ

เริ่มต้นใช้งานโดยสมัครสมาชิก ผูกอีเมลและเบอร์มือถือ และยืนยันตัวตนให้เรียบร้อยเพื่อให้ถอนได้ หากมีคำถาม เขียนถึงเราที่ support@bourse.example`,
    },
    jp: {
      title: 'Bourse へようこそ',
      summary: '暗号資産や米国株などをひとつのアプリで。すべての決済に証明があります。',
      body: `暗号資産と米国株の取引のためのモバイルファーストのアプリ、Bourse へようこそ。

ひとつのアカウントで、現物取引、レバレッジ先物、秒オプション、米国株の端数取引をご利用いただけます。入金、出金、振替、通貨の交換、取引明細もすべてアプリ内にあります。

Bourse は、いくつかのシンプルなルールに基づいて作られています。

- 結果は市場の価格フィードだけで決まり、すべての決済に証明が保存されます。証明は注文から開けます。
- 手数料はサーバーの設定に基づき、確定前に表示されます。
- 支払いは資金が拠出された口座から行われ、収益を保証する商品はありません。
- 出金には資金パスワードが必要で、セキュリティ設定の変更後 24 時間は出金が停止されます。

初期設定では、価格はシミュレーション相場から提供され、「シミュレーション相場」バッジが表示されます。

まずは登録し、メールアドレスと携帯電話番号を登録したうえで、出金できるよう本人確認を完了してください。ご質問は support@bourse.example までお寄せください。`,
    },
    kor: {
      title: 'Bourse에 오신 것을 환영합니다',
      summary: '암호화폐와 미국 주식 등을 한 앱에서. 모든 정산에는 증명이 있습니다.',
      body: `암호화폐와 미국 주식 거래를 위한 모바일 중심 앱, Bourse에 오신 것을 환영합니다.

하나의 계정으로 현물 거래, 레버리지 선물, 초단위 옵션, 미국 주식 소수점 매수를 이용할 수 있습니다. 입금, 출금, 이체, 환전, 거래 내역도 모두 앱 안에 있습니다.

Bourse는 몇 가지 간단한 원칙을 바탕으로 만들어졌습니다.

- 결과는 오직 시장 가격 피드로 결정되며, 모든 정산에는 주문에서 열어 볼 수 있는 증명이 저장됩니다.
- 수수료는 서버 설정에서 정해지며 확인 전에 표시됩니다.
- 지급금은 자금이 적립된 계정에서 지급되며, 수익을 보장하는 상품은 없습니다.
- 출금에는 자금 비밀번호가 필요하며, 보안 설정을 변경하면 24시간 동안 출금이 중지됩니다.

기본적으로 가격은 모의 시장에서 제공되며 '모의 시장' 배지가 표시됩니다.

시작하려면 회원가입 후 이메일과 휴대폰 번호를 연결하고, 출금할 수 있도록 본인 인증을 완료하세요. 궁금한 점은 support@bourse.example로 문의해 주세요.`,
    },
    fra: {
      title: 'Bienvenue sur Bourse',
      summary:
        'Une seule appli pour les cryptomonnaies, les actions américaines et plus encore, avec une preuve derrière chaque règlement.',
      body: `Bienvenue sur Bourse, une application pensée pour le mobile qui permet de négocier des cryptomonnaies et des actions américaines.

Avec un seul compte, vous pouvez négocier au comptant, ouvrir des contrats à terme avec effet de levier, passer des options à la seconde et acheter des fractions d'actions américaines. Dépôts, retraits, transferts, change et relevés sont tous dans l'application.

Nous avons construit Bourse autour de quelques règles simples :

- Les résultats proviennent uniquement du flux de prix du marché, et chaque règlement conserve une preuve que vous pouvez ouvrir depuis l'ordre.
- Les frais proviennent de la configuration du serveur et sont affichés avant votre confirmation.
- Les paiements proviennent de comptes approvisionnés, et aucun produit ne promet de rendement garanti.
- Les retraits exigent votre mot de passe de paiement et sont suspendus 24 heures après un changement de sécurité.

Par défaut, les prix proviennent d'un marché simulé et portent le badge « marché simulé ».

Pour commencer, inscrivez-vous, liez votre e-mail et votre numéro de mobile, puis effectuez la vérification d'identité afin de pouvoir retirer. Une question ? Écrivez-nous à support@bourse.example.`,
    },
    spa: {
      title: 'Bienvenido a Bourse',
      summary: 'Una sola app para criptomonedas, acciones de EE. UU. y más, con una prueba detrás de cada liquidación.',
      body: `Bienvenido a Bourse, una aplicación pensada para el móvil para operar criptomonedas y acciones de EE. UU.

Con una sola cuenta puede operar al contado, abrir futuros con apalancamiento, contratar opciones por segundos y comprar acciones de EE. UU. fraccionadas. Depósitos, retiros, transferencias, cambio de divisas y extractos están todos en la aplicación.

Hemos creado Bourse en torno a unas reglas sencillas:

- Los resultados proceden únicamente del flujo de precios del mercado, y cada liquidación guarda una prueba que puede abrir desde la orden.
- Las comisiones provienen de la configuración del servidor y se muestran antes de confirmar.
- Los pagos salen de cuentas con fondos, y ningún producto promete un rendimiento garantizado.
- Los retiros requieren su contraseña de pago y se pausan durante 24 horas tras un cambio de seguridad.

Por defecto, los precios proceden de un mercado simulado y llevan la insignia «mercado simulado».

Para empezar, regístrese, vincule su correo y su número de móvil y complete la verificación de identidad para poder retirar. ¿Tiene preguntas? Escríbanos a support@bourse.example.`,
    },
  },
};

const PROOFS: SeedNews = {
  key: 'proofs',
  c_id: 4,
  pop: false,
  cover: null,
  link: null,
  texts: {
    en: {
      title: 'Every settlement now carries a proof',
      summary: 'See the exact prices and calculation behind each settled order.',
      body: `Every settlement on Bourse now stores its proof, and you can open it from the order.

## What a proof contains

- The price ticks used, each with its source, time and price.
- The formula's inputs, such as entry price, amount, leverage, payout ratio and fee.
- The result that was booked to your account.

## How to open it

Go to your order history, open a settled order (a closed futures position, a liquidation or a seconds option) and open its settlement proof. With the ticks and inputs in front of you, you can recompute the result yourself.

## Why it matters

Outcomes on Bourse come only from the price feed and the stated formula. No person can choose, change or delay a result or a price, and recorded ticks are append-only. The proof lets you check this for every order instead of taking our word for it.

If a figure does not add up, write to support@bourse.example with the order number.`,
    },
    zh: {
      title: '每笔结算现已附带证明',
      summary: '查看每笔已结算订单背后的具体价格与计算过程。',
      body: `Bourse 上的每一次结算现在都会保存证明，您可以直接从订单中打开。

## 证明包含什么

- 所用的价格数据，每条都有来源、时间和价格。
- 公式的输入值，例如开仓价格、数量、杠杆倍数、赔付比例和手续费。
- 记入您账户的结算结果。

## 如何打开

进入订单历史，打开一笔已结算的订单（已平仓的合约仓位、强平或秒合约），再打开它的结算证明。对照价格数据和输入值，您可以自行重新计算结果。

## 为什么重要

Bourse 上的结果只来自价格源和公布的公式。任何人都无法指定、修改或延迟结果或价格，已记录的价格数据只能追加。有了证明，您可以逐笔核对，而不必只听我们怎么说。

如果发现数字对不上，请将订单号发送至 support@bourse.example。`,
    },
    hk: {
      title: '每次結算現已附有證明',
      summary: '查看每張已結算訂單背後的確實價格及計算過程。',
      body: `Bourse 上的每次結算現在都會保存證明，你可以直接在訂單內打開。

## 證明包括甚麼

- 所用的價格數據，每項均附有來源、時間及價格。
- 公式的輸入值，例如開倉價格、數量、槓桿倍數、賠付比率及手續費。
- 記入你帳戶的結算結果。

## 如何打開

進入訂單紀錄，打開一張已結算的訂單（已平倉的合約倉位、強制平倉或秒合約），再打開它的結算證明。對照價格數據及輸入值，你便可以自行重新計算結果。

## 為何重要

Bourse 上的結果只取決於價格來源及公開的公式。任何人都不能指定、更改或延遲結果或價格，已記錄的價格數據只可追加。有了證明，你可以逐張訂單核對，而不必單憑我們的說法。

如發現數字不符，請連同訂單編號電郵至 support@bourse.example。`,
    },
    th: {
      title: 'ทุกการชำระราคามีหลักฐานแล้ว',
      summary: 'ดูราคาและการคำนวณที่แท้จริงเบื้องหลังคำสั่งที่ชำระราคาแล้วแต่ละรายการ',
      body: `ตอนนี้การชำระราคาทุกครั้งบน Bourse จะเก็บหลักฐานไว้ และคุณเปิดดูได้จากคำสั่ง

## หลักฐานมีอะไรบ้าง

- ข้อมูลราคา (tick) ที่ใช้ แต่ละรายการมีแหล่งที่มา เวลา และราคา
- ค่าที่ใส่ในสูตร เช่น ราคาเข้า จำนวน เลเวอเรจ อัตราการจ่าย และค่าธรรมเนียม
- ผลลัพธ์ที่บันทึกเข้าบัญชีของคุณ

## วิธีเปิดดู

ไปที่ประวัติคำสั่ง เปิดคำสั่งที่ชำระราคาแล้ว (สถานะฟิวเจอร์สที่ปิดแล้ว การบังคับปิดสถานะ หรือออปชันรายวินาที) แล้วเปิดหลักฐานการชำระราคา เมื่อมีข้อมูลราคาและค่าที่ใช้อยู่ตรงหน้า คุณก็คำนวณผลลัพธ์ซ้ำได้ด้วยตนเอง

## ทำไมจึงสำคัญ

ผลลัพธ์บน Bourse มาจากฟีดราคาและสูตรที่ประกาศไว้เท่านั้น ไม่มีบุคคลใดกำหนด เปลี่ยนแปลง หรือหน่วงเวลาผลลัพธ์หรือราคาได้ และข้อมูลราคาที่บันทึกแล้วเพิ่มต่อท้ายได้เท่านั้น หลักฐานช่วยให้คุณตรวจสอบเรื่องนี้ได้ทุกคำสั่ง แทนที่จะต้องเชื่อคำพูดของเรา

หากตัวเลขไม่ตรงกัน โปรดส่งหมายเลขคำสั่งมาที่ support@bourse.example`,
    },
    jp: {
      title: 'すべての決済に証明が付くようになりました',
      summary: '決済済みの注文ごとに、使われた価格と計算の内容を確認できます。',
      body: `Bourse のすべての決済に証明が保存されるようになり、注文から開けるようになりました。

## 証明の内容

- 使用した価格ティック（それぞれのソース、時刻、価格）
- 計算式の入力値（エントリー価格、数量、レバレッジ、ペイアウト率、手数料など）
- お客様の口座に計上された結果

## 開き方

注文履歴から決済済みの注文（決済済みの先物ポジション、強制決済、秒オプション）を開き、決済証明を開きます。ティックと入力値が手元にあれば、結果をご自身で再計算できます。

## なぜ大切なのか

Bourse の結果は、価格フィードと明示された計算式だけで決まります。誰であっても結果や価格を指定、変更、遅延させることはできず、記録されたティックは追記のみ可能です。証明があれば、私たちの言葉を信じるだけでなく、すべての注文でそれをご自身で確かめられます。

数値が合わない場合は、注文番号を添えて support@bourse.example までご連絡ください。`,
    },
    kor: {
      title: '이제 모든 정산에 증명이 함께 제공됩니다',
      summary: '정산된 주문마다 사용된 가격과 계산 과정을 그대로 확인하세요.',
      body: `이제 Bourse의 모든 정산에는 증명이 저장되며, 주문에서 바로 열어 볼 수 있습니다.

## 증명에 담긴 내용

- 사용된 가격 틱과 각각의 출처, 시각, 가격
- 진입 가격, 수량, 레버리지, 지급 비율, 수수료 등 공식의 입력값
- 회원님의 계정에 반영된 결과

## 여는 방법

주문 내역에서 정산된 주문(종료된 선물 포지션, 강제 청산, 초단위 옵션)을 열고 정산 증명을 여세요. 틱과 입력값을 보면서 결과를 직접 다시 계산할 수 있습니다.

## 왜 중요한가요

Bourse의 결과는 오직 가격 피드와 공개된 공식으로 결정됩니다. 누구도 결과나 가격을 지정하거나 바꾸거나 지연시킬 수 없으며, 기록된 틱은 추가만 가능합니다. 증명이 있으면 저희 말을 그대로 믿는 대신 모든 주문에서 이를 직접 확인할 수 있습니다.

숫자가 맞지 않으면 주문 번호와 함께 support@bourse.example로 문의하세요.`,
    },
    fra: {
      title: 'Chaque règlement est désormais accompagné de sa preuve',
      summary: 'Consultez les prix exacts et le calcul derrière chaque ordre réglé.',
      body: `Chaque règlement sur Bourse conserve désormais sa preuve, que vous pouvez ouvrir depuis l'ordre.

## Ce que contient une preuve

- Les ticks de prix utilisés, chacun avec sa source, son heure et son prix.
- Les données d'entrée de la formule, comme le prix d'entrée, le montant, l'effet de levier, le ratio de gain et les frais.
- Le résultat inscrit sur votre compte.

## Comment l'ouvrir

Rendez-vous dans votre historique d'ordres, ouvrez un ordre réglé (une position à terme clôturée, une liquidation ou une option à la seconde) puis ouvrez sa preuve de règlement. Avec les ticks et les données d'entrée sous les yeux, vous pouvez recalculer vous-même le résultat.

## Pourquoi c'est important

Sur Bourse, les résultats proviennent uniquement du flux de prix et de la formule annoncée. Personne ne peut choisir, modifier ou retarder un résultat ou un prix, et les ticks enregistrés ne peuvent qu'être complétés. La preuve vous permet de le vérifier pour chaque ordre, plutôt que de nous croire sur parole.

Si un chiffre ne correspond pas, écrivez à support@bourse.example en indiquant le numéro d'ordre.`,
    },
    spa: {
      title: 'Cada liquidación incluye ahora su prueba',
      summary: 'Vea los precios exactos y el cálculo de cada orden liquidada.',
      body: `Cada liquidación en Bourse guarda ahora su prueba, y puede abrirla desde la orden.

## Qué contiene una prueba

- Los ticks de precio utilizados, cada uno con su fuente, hora y precio.
- Los datos de entrada de la fórmula, como el precio de entrada, el importe, el apalancamiento, el ratio de pago y la comisión.
- El resultado que se anotó en su cuenta.

## Cómo abrirla

Vaya a su historial de órdenes, abra una orden liquidada (una posición de futuros cerrada, una liquidación forzosa o una opción por segundos) y abra su prueba de liquidación. Con los ticks y los datos de entrada delante, puede recalcular el resultado usted mismo.

## Por qué importa

En Bourse, los resultados proceden únicamente del flujo de precios y de la fórmula publicada. Nadie puede elegir, cambiar ni retrasar un resultado o un precio, y los ticks registrados solo admiten añadidos. La prueba le permite comprobarlo en cada orden, en lugar de fiarse de nuestra palabra.

Si alguna cifra no cuadra, escriba a support@bourse.example indicando el número de orden.`,
    },
  },
};

const SIMULATED_MARKET: SeedNews = {
  key: 'simulated-market',
  c_id: 4,
  pop: false,
  cover: null,
  link: null,
  texts: {
    en: {
      title: 'Bourse runs on a simulated market',
      summary: 'Prices in the app are generated by a simulator and clearly labelled.',
      body: `Unless the platform is connected to a real price source, Bourse runs on a simulated market. Here is what that means.

## Where prices come from

Prices are generated by a seeded price simulator with realistic volatility for each symbol. Stock prices follow US market hours. These prices are not quotes from any real exchange.

## How you can tell

Screens that show simulated prices carry a "simulated market" badge. When a real price source is connected, the badge is no longer shown.

## What stays the same

Everything else works as it would with a real price source. Outcomes come only from the price feed, every settlement stores the ticks and inputs it used, fees come from the server's configuration, and only the ledger moves money.

## What to keep in mind

Results on a simulated market say nothing about results on a real one. Nothing in the app promises a guaranteed return, on a simulated market or anywhere else.`,
    },
    zh: {
      title: 'Bourse 运行在模拟行情上',
      summary: '应用中的价格由模拟器生成，并有清晰标识。',
      body: `除非平台已接入真实价格源，Bourse 运行在模拟行情上。下面说明这意味着什么。

## 价格从哪里来

价格由带种子的价格模拟器生成，每个交易品种都有贴近真实的波动。股票价格遵循美国市场交易时段。这些价格并非来自任何真实交易所的报价。

## 如何辨别

显示模拟价格的页面均带有“模拟行情”标识。平台接入真实价格源后，该标识将不再显示。

## 哪些保持不变

其他一切都与使用真实价格源时相同：结果只来自价格源，每次结算都会保存所用的价格数据和输入值，费用来自服务器配置，只有账本才能移动资金。

## 需要注意

模拟行情中的结果不代表真实市场中的结果。无论在模拟行情还是其他任何情况下，应用中的任何内容都不承诺保证收益。`,
    },
    hk: {
      title: 'Bourse 以模擬市場運作',
      summary: '應用程式內的價格由模擬器產生，並有清晰標示。',
      body: `除非平台已接駁真實價格來源，否則 Bourse 會以模擬市場運作。以下說明這代表甚麼。

## 價格從何而來

價格由設有種子的價格模擬器產生，每個交易品種都有貼近真實的波動。股票價格依循美國市場交易時段。這些價格並非任何真實交易所的報價。

## 如何分辨

顯示模擬價格的頁面均附有「模擬市場」標示。平台接駁真實價格來源後，便不會再顯示該標示。

## 哪些保持不變

其他一切都與使用真實價格來源時相同：結果只取決於價格來源，每次結算都會保存所用的價格數據及輸入值，費用來自伺服器設定，只有帳本才能調動資金。

## 需要留意

模擬市場中的結果並不代表真實市場的結果。無論在模擬市場或任何其他情況下，應用程式內的任何內容均不承諾保證回報。`,
    },
    th: {
      title: 'Bourse ทำงานบนตลาดจำลอง',
      summary: 'ราคาในแอปสร้างขึ้นโดยตัวจำลองและมีป้ายกำกับชัดเจน',
      body: `หากแพลตฟอร์มยังไม่ได้เชื่อมต่อกับแหล่งราคาจริง Bourse จะทำงานบนตลาดจำลอง ต่อไปนี้คือความหมายของเรื่องนี้

## ราคามาจากไหน

ราคาสร้างขึ้นโดยตัวจำลองราคาที่กำหนด seed ไว้ โดยแต่ละสินทรัพย์มีความผันผวนที่สมจริง ราคาหุ้นเป็นไปตามเวลาทำการของตลาดสหรัฐฯ ราคาเหล่านี้ไม่ใช่ราคาซื้อขายจากตลาดแลกเปลี่ยนจริงใด ๆ

## สังเกตได้อย่างไร

หน้าจอที่แสดงราคาจำลองจะมีป้าย "ตลาดจำลอง" กำกับ เมื่อเชื่อมต่อกับแหล่งราคาจริงแล้ว ป้ายนี้จะไม่แสดง

## สิ่งที่ยังเหมือนเดิม

ทุกอย่างที่เหลือทำงานเหมือนเมื่อใช้แหล่งราคาจริง ผลลัพธ์มาจากฟีดราคาเท่านั้น การชำระราคาทุกครั้งจะเก็บข้อมูลราคาและค่าที่ใช้ไว้ ค่าธรรมเนียมมาจากการตั้งค่าของเซิร์ฟเวอร์ และมีเพียงบัญชีแยกประเภทเท่านั้นที่เคลื่อนย้ายเงินได้

## สิ่งที่ควรจำ

ผลลัพธ์ในตลาดจำลองไม่ได้บ่งบอกถึงผลลัพธ์ในตลาดจริง ไม่มีสิ่งใดในแอปที่สัญญาว่าจะรับประกันผลตอบแทน ไม่ว่าจะในตลาดจำลองหรือที่อื่นใด`,
    },
    jp: {
      title: 'Bourse はシミュレーション相場で動作しています',
      summary: 'アプリ内の価格はシミュレーターが生成し、明確に表示されます。',
      body: `実際の価格ソースに接続されていない限り、Bourse はシミュレーション相場で動作します。その意味をご説明します。

## 価格の出どころ

価格は、シード付きの価格シミュレーターが銘柄ごとに現実的な変動で生成します。株価は米国市場の取引時間に従います。これらの価格は、実在する取引所の相場ではありません。

## 見分け方

シミュレーション価格を表示する画面には「シミュレーション相場」バッジが表示されます。実際の価格ソースに接続されると、このバッジは表示されなくなります。

## 変わらないこと

それ以外はすべて、実際の価格ソースを使う場合と同じように動作します。結果は価格フィードだけで決まり、すべての決済に使用したティックと入力値が保存され、手数料はサーバーの設定に基づき、資金を動かせるのは台帳だけです。

## ご注意いただきたいこと

シミュレーション相場での結果は、実際の市場での結果を示すものではありません。シミュレーション相場であってもそれ以外であっても、アプリ内のいかなる内容も収益の保証を約束するものではありません。`,
    },
    kor: {
      title: 'Bourse는 모의 시장에서 운영됩니다',
      summary: '앱의 가격은 시뮬레이터가 생성하며 명확히 표시됩니다.',
      body: `실제 가격 소스에 연결되어 있지 않은 한, Bourse는 모의 시장에서 운영됩니다. 그 의미를 알려 드립니다.

## 가격은 어디서 오나요

가격은 시드 기반 가격 시뮬레이터가 종목별로 현실적인 변동성을 반영해 생성합니다. 주가는 미국 시장 거래 시간을 따릅니다. 이 가격은 실제 거래소의 시세가 아닙니다.

## 구별하는 방법

모의 가격을 보여 주는 화면에는 '모의 시장' 배지가 표시됩니다. 실제 가격 소스가 연결되면 배지는 더 이상 표시되지 않습니다.

## 그대로인 것

나머지는 모두 실제 가격 소스를 쓸 때와 똑같이 작동합니다. 결과는 오직 가격 피드로 결정되고, 모든 정산에는 사용된 틱과 입력값이 저장되며, 수수료는 서버 설정에서 정해지고, 자금은 원장을 통해서만 움직입니다.

## 유의할 점

모의 시장에서의 결과는 실제 시장에서의 결과를 의미하지 않습니다. 모의 시장이든 아니든, 앱의 어떤 내용도 수익을 보장하지 않습니다.`,
    },
    fra: {
      title: 'Bourse fonctionne sur un marché simulé',
      summary: "Les prix de l'application sont générés par un simulateur et clairement signalés.",
      body: `Tant que la plateforme n'est pas reliée à une source de prix réelle, Bourse fonctionne sur un marché simulé. Voici ce que cela signifie.

## D'où viennent les prix

Les prix sont générés par un simulateur initialisé par une graine, avec une volatilité réaliste pour chaque symbole. Les cours des actions suivent les heures d'ouverture du marché américain. Ces prix ne sont les cotations d'aucune plateforme d'échange réelle.

## Comment le reconnaître

Les écrans qui affichent des prix simulés portent le badge « marché simulé ». Lorsqu'une source de prix réelle est connectée, le badge n'est plus affiché.

## Ce qui ne change pas

Tout le reste fonctionne comme avec une source de prix réelle. Les résultats proviennent uniquement du flux de prix, chaque règlement conserve les ticks et les données d'entrée utilisés, les frais proviennent de la configuration du serveur, et seul le grand livre fait circuler l'argent.

## À garder à l'esprit

Les résultats obtenus sur un marché simulé ne disent rien des résultats sur un marché réel. Rien dans l'application ne promet un rendement garanti, que le marché soit simulé ou non.`,
    },
    spa: {
      title: 'Bourse funciona con un mercado simulado',
      summary: 'Los precios de la aplicación los genera un simulador y están claramente señalados.',
      body: `Mientras la plataforma no esté conectada a una fuente de precios real, Bourse funciona con un mercado simulado. Esto es lo que significa.

## De dónde vienen los precios

Los precios los genera un simulador de precios con semilla, con una volatilidad realista para cada símbolo. Los precios de las acciones siguen el horario del mercado estadounidense. Estos precios no son cotizaciones de ningún exchange real.

## Cómo reconocerlo

Las pantallas que muestran precios simulados llevan la insignia «mercado simulado». Cuando se conecta una fuente de precios real, la insignia deja de mostrarse.

## Lo que no cambia

Todo lo demás funciona como lo haría con una fuente de precios real. Los resultados proceden únicamente del flujo de precios, cada liquidación guarda los ticks y los datos de entrada que utilizó, las comisiones provienen de la configuración del servidor y solo el libro contable mueve dinero.

## Qué tener en cuenta

Los resultados en un mercado simulado no indican nada sobre los resultados en uno real. Nada en la aplicación promete un rendimiento garantizado, ni en un mercado simulado ni en ningún otro caso.`,
    },
  },
};

const SECURITY_TIPS: SeedNews = {
  key: 'security-tips',
  c_id: 4,
  pop: false,
  cover: null,
  link: null,
  texts: {
    en: {
      title: 'Protect your account',
      summary: 'Simple habits that keep your account and funds safe.',
      body: `A few habits make a big difference to the safety of your account.

- Use a unique password of more than six characters that you do not use anywhere else.
- Set a pay password that differs from your login password. Every withdrawal needs it.
- Turn on 2FA in the security settings for an extra layer of protection.
- Never share a one-time code, password or pay password. Bourse staff will never ask for them, and will never ask you to send funds to a personal address.
- Deposit only to the address shown on your own deposit page. Each user has their own address for each coin and network.

## The 24-hour withdrawal lock

After you change your password, pay password, 2FA, mobile number or email, withdrawals are locked for 24 hours. If someone else gets into your account and changes these settings, the lock gives you time to notice and contact us before any funds can leave.

## If something looks wrong

If you receive a code you did not request, or see a change you did not make, change your password at once and write to support@bourse.example.`,
    },
    zh: {
      title: '保护您的账户',
      summary: '几个简单的习惯，守护您的账户和资金安全。',
      body: `几个好习惯，能让您的账户安全得多。

- 使用超过六位、且不在其他任何地方使用的独立密码。
- 设置与登录密码不同的资金密码。每次提现都需要它。
- 在安全设置中开启 2FA，多一层保护。
- 切勿透露验证码、登录密码或资金密码。Bourse 工作人员绝不会索要这些信息，也绝不会要求您把资金转到个人地址。
- 只向您本人充值页面显示的地址充值。每位用户在每个币种和网络上都有自己的专属地址。

## 24 小时提现锁定

修改登录密码、资金密码、2FA、手机号或邮箱后，提现将锁定 24 小时。如果有他人进入您的账户并修改了这些设置，这段锁定时间能让您在资金转出之前察觉并联系我们。

## 发现异常时

如果您收到并非本人申请的验证码，或发现并非本人所做的修改，请立即修改密码，并发送邮件至 support@bourse.example 联系我们。`,
    },
    hk: {
      title: '保障你的帳戶',
      summary: '幾個簡單習慣，保障你的帳戶及資金安全。',
      body: `幾個好習慣，能大大提升你帳戶的安全。

- 使用多於六個字元、且不在任何其他地方使用的獨立密碼。
- 設定與登入密碼不同的資金密碼。每次提款都需要用到。
- 在安全設定中啟用 2FA，多加一重保障。
- 切勿透露驗證碼、登入密碼或資金密碼。Bourse 職員絕不會索取這些資料，亦絕不會要求你把資金轉到個人地址。
- 只存入你本人存款頁面所顯示的地址。每位用戶在每種幣種及網絡上都有自己的專屬地址。

## 24 小時提款鎖定

更改登入密碼、資金密碼、2FA、手機號碼或電郵後，提款會鎖定 24 小時。如有他人進入你的帳戶並更改這些設定，這段鎖定時間讓你可以在資金被提走之前察覺並聯絡我們。

## 發現異常時

如你收到並非自己索取的驗證碼，或發現並非自己作出的更改，請立即更改密碼，並電郵至 support@bourse.example 聯絡我們。`,
    },
    th: {
      title: 'ปกป้องบัญชีของคุณ',
      summary: 'นิสัยง่าย ๆ ที่ช่วยให้บัญชีและเงินของคุณปลอดภัย',
      body: `นิสัยเล็ก ๆ ไม่กี่อย่างช่วยให้บัญชีของคุณปลอดภัยขึ้นมาก

- ใช้รหัสผ่านที่ยาวกว่าหกตัวอักษรและไม่ซ้ำกับที่คุณใช้ที่อื่น
- ตั้งรหัสผ่านการชำระเงินที่ต่างจากรหัสผ่านเข้าสู่ระบบ การถอนทุกครั้งต้องใช้รหัสนี้
- เปิด 2FA ในการตั้งค่าความปลอดภัยเพื่อเพิ่มการป้องกันอีกชั้น
- อย่าบอกรหัสยืนยันแบบใช้ครั้งเดียว รหัสผ่าน หรือรหัสผ่านการชำระเงินกับใคร เจ้าหน้าที่ของ Bourse จะไม่ขอข้อมูลเหล่านี้ และจะไม่ขอให้คุณโอนเงินไปยังที่อยู่ส่วนบุคคล
- ฝากเฉพาะไปยังที่อยู่ที่แสดงในหน้าฝากของคุณเองเท่านั้น ผู้ใช้แต่ละคนมีที่อยู่ของตนเองสำหรับแต่ละเหรียญและเครือข่าย

## การล็อกการถอน 24 ชั่วโมง

หลังจากคุณเปลี่ยนรหัสผ่าน รหัสผ่านการชำระเงิน 2FA เบอร์มือถือ หรืออีเมล การถอนจะถูกล็อก 24 ชั่วโมง หากมีผู้อื่นเข้าถึงบัญชีของคุณและเปลี่ยนการตั้งค่าเหล่านี้ ช่วงเวลาล็อกจะช่วยให้คุณมีเวลาสังเกตและติดต่อเราก่อนที่เงินจะถูกถอนออกไป

## หากพบสิ่งผิดปกติ

หากคุณได้รับรหัสที่ไม่ได้ขอ หรือพบการเปลี่ยนแปลงที่คุณไม่ได้ทำ ให้เปลี่ยนรหัสผ่านทันที และติดต่อเราที่ support@bourse.example`,
    },
    jp: {
      title: 'アカウントを守るために',
      summary: 'アカウントと資産を守るための、簡単な習慣をご紹介します。',
      body: `いくつかの習慣で、アカウントの安全性は大きく変わります。

- ほかでは使っていない、7 文字以上の固有のパスワードを使いましょう。
- ログインパスワードとは異なる資金パスワードを設定しましょう。出金のたびに必要です。
- セキュリティ設定で 2FA を有効にして、保護をもう一段強化しましょう。
- ワンタイムコード、パスワード、資金パスワードは誰にも教えないでください。Bourse のスタッフがこれらを尋ねることも、個人のアドレスへの送金を求めることも決してありません。
- 入金は、ご自身の入金ページに表示されるアドレスにのみ行ってください。アドレスはユーザーごと、コイン・ネットワークごとに発行されます。

## 24 時間の出金ロック

ログインパスワード、資金パスワード、2FA、携帯電話番号、メールアドレスを変更した後 24 時間は、出金がロックされます。第三者がアカウントに入り込んでこれらの設定を変更した場合でも、資金が出ていく前に異変に気づき、私たちに連絡する時間ができます。

## 不審な点があったら

申請していないコードが届いた、または身に覚えのない変更があった場合は、すぐにパスワードを変更し、support@bourse.example までご連絡ください。`,
    },
    kor: {
      title: '계정을 안전하게 지키세요',
      summary: '계정과 자산을 안전하게 지키는 간단한 습관을 소개합니다.',
      body: `몇 가지 습관만으로도 계정의 안전이 크게 달라집니다.

- 다른 곳에서 쓰지 않는 7자 이상의 고유한 비밀번호를 사용하세요.
- 로그인 비밀번호와 다른 자금 비밀번호를 설정하세요. 출금할 때마다 필요합니다.
- 보안 설정에서 2FA를 켜서 보호를 한 단계 더 강화하세요.
- 일회용 인증 코드, 비밀번호, 자금 비밀번호는 누구에게도 알려 주지 마세요. Bourse 직원은 절대 이런 정보를 묻지 않으며, 개인 주소로 자금을 보내라고 요청하지도 않습니다.
- 입금은 본인 입금 페이지에 표시된 주소로만 하세요. 모든 사용자는 코인과 네트워크마다 자신만의 주소를 받습니다.

## 24시간 출금 잠금

로그인 비밀번호, 자금 비밀번호, 2FA, 휴대폰 번호, 이메일을 변경하면 24시간 동안 출금이 잠깁니다. 다른 사람이 계정에 들어와 이 설정을 바꾸더라도, 자금이 빠져나가기 전에 이상을 알아차리고 저희에게 연락할 시간을 벌 수 있습니다.

## 이상한 점이 보이면

요청하지 않은 인증 코드를 받았거나 본인이 하지 않은 변경을 발견했다면, 즉시 비밀번호를 바꾸고 support@bourse.example로 문의하세요.`,
    },
    fra: {
      title: 'Protégez votre compte',
      summary: 'Quelques habitudes simples pour garder votre compte et vos fonds en sécurité.',
      body: `Quelques habitudes font une grande différence pour la sécurité de votre compte.

- Utilisez un mot de passe unique de plus de six caractères, que vous n'utilisez nulle part ailleurs.
- Définissez un mot de passe de paiement différent de votre mot de passe de connexion. Chaque retrait l'exige.
- Activez la 2FA dans les paramètres de sécurité pour une protection supplémentaire.
- Ne communiquez jamais un code à usage unique, un mot de passe ou un mot de passe de paiement. Le personnel de Bourse ne vous les demandera jamais, et ne vous demandera jamais d'envoyer des fonds vers une adresse personnelle.
- Ne déposez qu'à l'adresse affichée sur votre propre page de dépôt. Chaque utilisateur dispose de sa propre adresse pour chaque cryptomonnaie et chaque réseau.

## Le blocage des retraits pendant 24 heures

Après un changement de mot de passe, de mot de passe de paiement, de 2FA, de numéro de mobile ou d'e-mail, les retraits sont bloqués pendant 24 heures. Si quelqu'un d'autre accède à votre compte et modifie ces réglages, ce délai vous laisse le temps de vous en apercevoir et de nous contacter avant que des fonds ne puissent sortir.

## Si quelque chose vous semble anormal

Si vous recevez un code que vous n'avez pas demandé, ou constatez un changement que vous n'avez pas fait, changez immédiatement votre mot de passe et écrivez-nous à support@bourse.example.`,
    },
    spa: {
      title: 'Proteja su cuenta',
      summary: 'Hábitos sencillos para mantener su cuenta y sus fondos seguros.',
      body: `Unos pocos hábitos marcan una gran diferencia en la seguridad de su cuenta.

- Use una contraseña única de más de seis caracteres que no utilice en ningún otro sitio.
- Configure una contraseña de pago distinta de su contraseña de inicio de sesión. Cada retiro la requiere.
- Active la 2FA en los ajustes de seguridad para tener una capa de protección adicional.
- Nunca comparta un código de un solo uso, su contraseña ni su contraseña de pago. El personal de Bourse nunca se los pedirá, ni le pedirá que envíe fondos a una dirección personal.
- Deposite solo en la dirección que aparece en su propia página de depósito. Cada usuario tiene su propia dirección para cada moneda y red.

## El bloqueo de retiros de 24 horas

Tras cambiar su contraseña, contraseña de pago, 2FA, número de móvil o correo electrónico, los retiros se bloquean durante 24 horas. Si otra persona entra en su cuenta y cambia estos ajustes, el bloqueo le da tiempo para darse cuenta y contactarnos antes de que puedan salir fondos.

## Si algo no parece normal

Si recibe un código que no solicitó, o ve un cambio que usted no hizo, cambie su contraseña de inmediato y escríbanos a support@bourse.example.`,
    },
  },
};

/** Banners first (c_id 5), then articles (c_id 4), each in display order. */
export const NEWS: SeedNews[] = [BANNER_PROOFS, BANNER_MARKETS, BANNER_SECURITY, WELCOME, PROOFS, SIMULATED_MARKET, SECURITY_TIPS];
