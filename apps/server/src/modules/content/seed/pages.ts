/**
 * Seeded content pages: about us, contact us and operational compliance, in the eight app
 * languages. Every language states the same facts. Body format: plain text, paragraphs separated by
 * one blank line, "## " starts a heading, "- " starts a bullet item.
 */
import type { Localized, SeedPage } from './types';

const ABOUT_US: Localized<SeedPage> = {
  en: {
    title: 'About Bourse',
    body: `Bourse is a mobile-first trading app for retail users. With one account you can trade crypto on the spot market, open leveraged futures, place seconds (fixed-time) options and buy US stocks in fractional amounts. Deposits, withdrawals, transfers between your account books, currency exchange, identity verification, bills and a proof of reserves you can check yourself are in the same app.

## Our promise

Trading carries risk, and no app can take that away. What we can do is apply the same rules to everyone and let you check them. Bourse is built on these commitments:

- Every trade outcome comes only from the market price feed and the stated formula. No person can choose, change or delay a result, a price or a chart.
- Every settlement stores its proof: the price ticks it used (source, time and price), the formula's inputs and its result. You can open the proof from the order.
- Only the double-entry ledger moves money. An operator correction is a reasoned ledger entry that a second operator must approve, and it is kept in an audit log.
- House payouts are paid from funded system accounts, which never go negative.
- Fees come from the server's configuration and are shown before every confirmation.
- You get your own deposit address for each coin and network. Deposit claims with a payment voucher are reviewed by an operator, and every decision comes with a reason.
- Withdrawals need your pay password and are locked for 24 hours after a change of password, pay password, 2FA, mobile number or email.
- Nothing we publish promises or implies a guaranteed return.

## A simulated market by default

Unless the platform is connected to a real price source, Bourse runs on a simulated market: prices come from a price simulator that draws a new seed from a secure random source at every start, so nobody can replay or predict them, and screens that show them carry a "simulated market" badge. Simulated prices are not quotes from any real exchange.

## Talk to us

Questions and feedback are welcome by email at support@bourse.example.`,
  },
  zh: {
    title: '关于 Bourse',
    body: `Bourse 是一款面向个人用户、以移动端为先的交易应用。一个账户即可进行加密资产现货交易、开立杠杆合约、下单秒合约（固定时长期权），以及以碎股方式买入美股。充值、提现、账户间划转、币种兑换、身份认证、账单，以及可亲自核验的储备金证明，也都在同一个应用中。

## 我们的承诺

交易有风险，任何应用都无法消除这一点。我们能做的，是对所有人适用同样的规则，并让您可以亲自核对。Bourse 建立在以下承诺之上：

- 每笔交易的结果只来自市场价格源和公布的计算公式。任何人都无法指定、修改或延迟结果、价格或图表。
- 每次结算都会保存证明：所用的价格数据（来源、时间和价格）、公式的输入值及计算结果。您可以从订单中打开查看。
- 只有复式记账账本才能移动资金。运营人员的更正是一笔注明理由的账本分录，须经另一名运营人员批准，并记入审计日志。
- 平台赔付从已注资的系统账户支付，这些账户余额永远不会为负。
- 所有费用均来自服务器配置，并在每次确认前展示。
- 每个币种和网络都会为您分配专属充值地址。附带付款凭证的充值申请由运营人员审核，每项决定都附有理由。
- 提现需要输入资金密码；修改登录密码、资金密码、2FA、手机号或邮箱后，提现将锁定 24 小时。
- 我们发布的任何内容都不会承诺或暗示保证收益。

## 默认使用模拟行情

除非平台已接入真实价格源，Bourse 运行在模拟行情上：价格由价格模拟器生成，模拟器每次启动时都从安全随机源重新取种子，任何人都无法重放或预测其价格；显示价格的页面均带有“模拟行情”标识。模拟价格并非来自任何真实交易所的报价。

## 联系我们

欢迎发送邮件至 support@bourse.example，向我们提出问题和建议。`,
  },
  hk: {
    title: '關於 Bourse',
    body: `Bourse 是一款以流動裝置為先、專為個人用戶而設的交易應用程式。只需一個帳戶，即可進行加密資產現貨交易、開立槓桿合約、買賣秒合約（固定時長期權），以及以碎股形式買入美股。存款、提款、帳戶之間轉帳、貨幣兌換、身份認證、帳單，以及可親自核實的儲備證明，全部集中在同一個應用程式內。

## 我們的承諾

交易涉及風險，任何應用程式都無法將其消除。我們能做的，是對所有人採用相同的規則，並讓你可以親自核實。Bourse 建基於以下承諾：

- 每宗交易的結果只取決於市場價格來源及公開的計算公式。任何人都不能指定、更改或延遲結果、價格或圖表。
- 每次結算都會保存證明：所用的價格數據（來源、時間及價格）、公式的輸入值及結果。你可以在訂單內打開查閱。
- 只有複式記帳帳本才能調動資金。營運人員的更正是一項註明理由的帳本分錄，必須由另一名營運人員批准，並記錄在審計日誌中。
- 平台賠付由已注資的系統帳戶支付，這些帳戶的結餘永遠不會變成負數。
- 所有費用均來自伺服器設定，並會在每次確認前顯示。
- 每種幣種及網絡都會為你提供專屬存款地址。附有付款憑證的存款申報由營運人員審核，每項決定都附有理由。
- 提款須輸入資金密碼；更改登入密碼、資金密碼、2FA、手機號碼或電郵後，提款將鎖定 24 小時。
- 我們發布的任何內容均不會承諾或暗示保證回報。

## 預設使用模擬市場

除非平台已接駁真實價格來源，否則 Bourse 會以模擬市場運作：價格由價格模擬器產生，模擬器每次啟動時都從安全隨機來源重新取得種子，任何人都無法重播或預測其價格；顯示價格的頁面均附有「模擬市場」標示。模擬價格並非任何真實交易所的報價。

## 聯絡我們

歡迎電郵至 support@bourse.example，向我們提出查詢及意見。`,
  },
  th: {
    title: 'เกี่ยวกับ Bourse',
    body: `Bourse คือแอปซื้อขายสำหรับนักลงทุนรายย่อยที่ออกแบบมาเพื่อมือถือเป็นหลัก ด้วยบัญชีเดียว คุณสามารถซื้อขายคริปโตในตลาดสปอต เปิดสัญญาฟิวเจอร์สแบบใช้เลเวอเรจ ซื้อขายออปชันรายวินาที (สัญญาแบบกำหนดเวลา) และซื้อหุ้นสหรัฐฯ แบบเศษหุ้น นอกจากนี้ยังมีการฝาก ถอน โอนระหว่างบัญชีย่อยของคุณ แลกเปลี่ยนสกุลเงิน ยืนยันตัวตน รายการบัญชี และหลักฐานการสำรองเงิน (proof of reserves) ที่คุณตรวจสอบได้เองอยู่ในแอปเดียวกัน

## คำมั่นของเรา

การซื้อขายมีความเสี่ยง และไม่มีแอปใดขจัดความเสี่ยงนั้นได้ สิ่งที่เราทำได้คือใช้กฎเดียวกันกับทุกคน และให้คุณตรวจสอบกฎเหล่านั้นได้ด้วยตนเอง Bourse สร้างขึ้นบนคำมั่นต่อไปนี้

- ผลลัพธ์ของการซื้อขายทุกรายการมาจากฟีดราคาตลาดและสูตรที่ประกาศไว้เท่านั้น ไม่มีบุคคลใดกำหนด เปลี่ยนแปลง หรือหน่วงเวลาผลลัพธ์ ราคา หรือกราฟได้
- การชำระราคาทุกครั้งจะเก็บหลักฐานไว้ ได้แก่ ข้อมูลราคา (tick) ที่ใช้ (แหล่งที่มา เวลา และราคา) ค่าที่ใส่ในสูตร และผลลัพธ์ คุณเปิดดูหลักฐานได้จากคำสั่งซื้อขาย
- มีเพียงบัญชีแยกประเภทแบบบัญชีคู่ (double-entry ledger) เท่านั้นที่เคลื่อนย้ายเงินได้ การแก้ไขโดยผู้ดูแลระบบต้องบันทึกเป็นรายการบัญชีพร้อมเหตุผล ได้รับอนุมัติจากผู้ดูแลระบบอีกคนหนึ่ง และเก็บไว้ในบันทึกการตรวจสอบ
- เงินที่แพลตฟอร์มจ่ายออกมาจากบัญชีระบบที่มีเงินทุนอยู่จริง และบัญชีเหล่านี้ไม่มีวันติดลบ
- ค่าธรรมเนียมทั้งหมดมาจากการตั้งค่าของเซิร์ฟเวอร์ และแสดงให้เห็นก่อนการยืนยันทุกครั้ง
- คุณจะได้รับที่อยู่ฝากของคุณเองสำหรับแต่ละเหรียญและเครือข่าย คำขอฝากที่แนบหลักฐานการชำระเงินจะได้รับการตรวจสอบโดยผู้ดูแลระบบ และทุกการตัดสินใจมีเหตุผลกำกับ
- การถอนต้องใช้รหัสผ่านการชำระเงิน และจะถูกล็อก 24 ชั่วโมงหลังจากเปลี่ยนรหัสผ่าน รหัสผ่านการชำระเงิน 2FA เบอร์มือถือ หรืออีเมล
- ไม่มีข้อความใดที่เราเผยแพร่สัญญาหรือบอกเป็นนัยว่ารับประกันผลตอบแทน

## ตลาดจำลองเป็นค่าเริ่มต้น

หากแพลตฟอร์มยังไม่ได้เชื่อมต่อกับแหล่งราคาจริง Bourse จะทำงานบนตลาดจำลอง ราคามาจากตัวจำลองราคาที่สุ่ม seed ใหม่จากแหล่งสุ่มที่ปลอดภัยทุกครั้งที่เริ่มระบบ จึงไม่มีใครเล่นซ้ำหรือคาดเดาราคาได้ และหน้าจอที่แสดงราคาจะมีป้าย "ตลาดจำลอง" กำกับ ราคาจำลองไม่ใช่ราคาซื้อขายจากตลาดแลกเปลี่ยนจริงใด ๆ

## ติดต่อเรา

ยินดีรับคำถามและข้อเสนอแนะทางอีเมล support@bourse.example`,
  },
  jp: {
    title: 'Bourse について',
    body: `Bourse は、個人のお客様向けのモバイルファーストの取引アプリです。ひとつのアカウントで、暗号資産の現物取引、レバレッジ先物、秒オプション（固定時間型のオプション）、米国株の端数取引をご利用いただけます。入金、出金、口座間の振替、通貨の交換、本人確認、取引明細、そしてご自身で検証できる準備金の証明（プルーフ・オブ・リザーブ）も同じアプリに揃っています。

## 私たちの約束

取引にはリスクがあり、どのアプリもそれをなくすことはできません。私たちにできるのは、すべての人に同じルールを適用し、お客様ご自身がそれを確認できるようにすることです。Bourse は次の約束のうえに成り立っています。

- 取引の結果は、市場の価格フィードと明示された計算式だけで決まります。誰であっても、結果・価格・チャートを指定、変更、遅延させることはできません。
- すべての決済には証明が保存されます。使用した価格ティック（ソース、時刻、価格）、計算式の入力値、そしてその結果です。証明は注文から開いて確認できます。
- 資金を動かせるのは複式簿記の台帳だけです。運営者による訂正は理由を記した仕訳として行われ、別の運営者の承認が必要で、監査ログに残ります。
- プラットフォーム側の支払いは、資金が拠出されたシステム口座から行われ、その残高がマイナスになることはありません。
- 手数料はすべてサーバーの設定に基づき、毎回の確認前に表示されます。
- コイン・ネットワークごとに、お客様専用の入金アドレスが発行されます。支払証明を添えた入金申請は運営者が審査し、すべての判断に理由が記録されます。
- 出金には資金パスワードが必要です。ログインパスワード、資金パスワード、2FA、携帯電話番号、メールアドレスの変更後 24 時間は、出金がロックされます。
- 私たちが公開する内容が、収益の保証を約束したり示唆したりすることはありません。

## 初期設定はシミュレーション相場

実際の価格ソースに接続されていない限り、Bourse はシミュレーション相場で動作します。価格は価格シミュレーターが生成し（シミュレーターは起動のたびに安全な乱数源から新しいシードを取るため、誰も価格を再現・予測できません）、価格を表示する画面には「シミュレーション相場」バッジが表示されます。シミュレーション価格は、実在する取引所の相場ではありません。

## お問い合わせ

ご質問やご意見は、メール（support@bourse.example）でお寄せください。`,
  },
  kor: {
    title: 'Bourse 소개',
    body: `Bourse는 개인 투자자를 위한 모바일 중심의 거래 앱입니다. 하나의 계정으로 암호화폐 현물 거래, 레버리지 선물, 초단위 옵션(고정 시간 옵션), 미국 주식 소수점 매수를 이용할 수 있습니다. 입금, 출금, 계정 간 이체, 환전, 본인 인증, 거래 내역, 그리고 직접 검증할 수 있는 준비금 증명도 같은 앱에서 제공합니다.

## 우리의 약속

거래에는 위험이 따르며, 어떤 앱도 이를 없앨 수는 없습니다. 우리가 할 수 있는 일은 모든 사람에게 같은 규칙을 적용하고, 그 규칙을 직접 확인할 수 있게 하는 것입니다. Bourse는 다음 약속을 바탕으로 만들어졌습니다.

- 모든 거래 결과는 오직 시장 가격 피드와 공개된 공식으로만 결정됩니다. 누구도 결과, 가격, 차트를 지정하거나 바꾸거나 지연시킬 수 없습니다.
- 모든 정산에는 증명이 저장됩니다. 사용된 가격 틱(출처, 시각, 가격), 공식의 입력값과 결과입니다. 증명은 주문에서 바로 열어 볼 수 있습니다.
- 자금은 오직 복식부기 원장을 통해서만 움직입니다. 운영자의 정정은 사유가 기재된 원장 기록으로 처리되며, 다른 운영자의 승인이 필요하고 감사 로그에 남습니다.
- 플랫폼 지급금은 자금이 적립된 시스템 계정에서 지급되며, 이 계정의 잔액은 절대 마이너스가 되지 않습니다.
- 모든 수수료는 서버 설정에서 정해지며, 매번 확인 전에 표시됩니다.
- 코인과 네트워크마다 회원님 전용 입금 주소가 발급됩니다. 결제 증빙을 첨부한 입금 신청은 운영자가 검토하며, 모든 결정에는 사유가 함께 기록됩니다.
- 출금에는 자금 비밀번호가 필요하며, 로그인 비밀번호, 자금 비밀번호, 2FA, 휴대폰 번호, 이메일을 변경하면 24시간 동안 출금이 잠깁니다.
- 우리가 게시하는 어떤 내용도 수익을 약속하거나 보장을 암시하지 않습니다.

## 기본은 모의 시장

실제 가격 소스에 연결되어 있지 않은 한, Bourse는 모의 시장에서 운영됩니다. 가격은 가격 시뮬레이터가 생성하며(시뮬레이터는 시작할 때마다 안전한 난수원에서 새 시드를 받으므로 누구도 가격을 재현하거나 예측할 수 없습니다), 가격을 보여 주는 화면에는 '모의 시장' 배지가 표시됩니다. 모의 가격은 실제 거래소의 시세가 아닙니다.

## 문의하기

궁금한 점이나 의견은 이메일(support@bourse.example)로 보내 주세요.`,
  },
  fra: {
    title: 'À propos de Bourse',
    body: `Bourse est une application de trading pensée d'abord pour le mobile et destinée aux particuliers. Avec un seul compte, vous pouvez négocier des cryptomonnaies au comptant, ouvrir des contrats à terme avec effet de levier, passer des options à la seconde (contrats à durée fixe) et acheter des actions américaines en fractions. Dépôts, retraits, transferts entre vos comptes, change, vérification d'identité, relevés et une preuve de réserves que vous pouvez vérifier vous-même se trouvent dans la même application.

## Notre engagement

Le trading comporte des risques, et aucune application ne peut les supprimer. Ce que nous pouvons faire, c'est appliquer les mêmes règles à tous et vous permettre de les vérifier. Bourse repose sur les engagements suivants :

- Le résultat de chaque opération provient uniquement du flux de prix du marché et de la formule annoncée. Personne ne peut choisir, modifier ou retarder un résultat, un prix ou un graphique.
- Chaque règlement conserve sa preuve : les ticks de prix utilisés (source, heure et prix), les données d'entrée de la formule et son résultat. Vous pouvez ouvrir la preuve depuis l'ordre.
- Seul le grand livre en partie double fait circuler l'argent. Une correction par un opérateur est une écriture motivée qu'un second opérateur doit approuver, et elle est conservée dans un journal d'audit.
- Les paiements de la plateforme sont versés depuis des comptes système approvisionnés, qui ne passent jamais en négatif.
- Les frais proviennent de la configuration du serveur et sont affichés avant chaque confirmation.
- Vous disposez de votre propre adresse de dépôt pour chaque cryptomonnaie et chaque réseau. Les déclarations de dépôt accompagnées d'un justificatif de paiement sont examinées par un opérateur, et chaque décision est motivée.
- Les retraits exigent votre mot de passe de paiement et sont bloqués pendant 24 heures après un changement de mot de passe, de mot de passe de paiement, de 2FA, de numéro de mobile ou d'e-mail.
- Rien de ce que nous publions ne promet ni ne laisse entendre un rendement garanti.

## Un marché simulé par défaut

Tant que la plateforme n'est pas reliée à une source de prix réelle, Bourse fonctionne sur un marché simulé : les prix proviennent d'un simulateur qui tire une nouvelle graine d'une source aléatoire sûre à chaque démarrage, si bien que personne ne peut les rejouer ni les prédire, et les écrans qui les affichent portent le badge « marché simulé ». Les prix simulés ne sont les cotations d'aucune plateforme d'échange réelle.

## Nous écrire

Vos questions et remarques sont les bienvenues par e-mail à support@bourse.example.`,
  },
  spa: {
    title: 'Acerca de Bourse',
    body: `Bourse es una aplicación de trading pensada primero para el móvil y dirigida a inversores particulares. Con una sola cuenta puede operar criptomonedas al contado, abrir futuros con apalancamiento, contratar opciones por segundos (contratos de duración fija) y comprar acciones de EE. UU. en fracciones. Depósitos, retiros, transferencias entre sus cuentas, cambio de divisas, verificación de identidad, extractos y una prueba de reservas que puede comprobar usted mismo están en la misma aplicación.

## Nuestro compromiso

Operar conlleva riesgos, y ninguna aplicación puede eliminarlos. Lo que sí podemos hacer es aplicar las mismas reglas a todos y permitirle comprobarlas. Bourse se basa en estos compromisos:

- El resultado de cada operación procede únicamente del flujo de precios del mercado y de la fórmula publicada. Nadie puede elegir, cambiar ni retrasar un resultado, un precio o un gráfico.
- Cada liquidación guarda su prueba: los ticks de precio utilizados (fuente, hora y precio), los datos de entrada de la fórmula y su resultado. Puede abrir la prueba desde la orden.
- Solo el libro contable de partida doble mueve dinero. La corrección de un operador es un asiento motivado que debe aprobar un segundo operador, y queda guardada en un registro de auditoría.
- Los pagos de la plataforma salen de cuentas del sistema con fondos, que nunca quedan en negativo.
- Las comisiones provienen de la configuración del servidor y se muestran antes de cada confirmación.
- Usted recibe su propia dirección de depósito para cada moneda y red. Las solicitudes de depósito con comprobante de pago las revisa un operador, y cada decisión incluye un motivo.
- Los retiros requieren su contraseña de pago y se bloquean durante 24 horas tras un cambio de contraseña, contraseña de pago, 2FA, número de móvil o correo electrónico.
- Nada de lo que publicamos promete ni da a entender un rendimiento garantizado.

## Mercado simulado por defecto

Mientras la plataforma no esté conectada a una fuente de precios real, Bourse funciona con un mercado simulado: los precios proceden de un simulador de precios que toma una semilla nueva de una fuente aleatoria segura en cada arranque, de modo que nadie puede reproducirlos ni predecirlos, y las pantallas que los muestran llevan la insignia «mercado simulado». Los precios simulados no son cotizaciones de ningún exchange real.

## Hable con nosotros

Puede enviarnos sus preguntas y comentarios por correo electrónico a support@bourse.example.`,
  },
};

const CONTACT_US: Localized<SeedPage> = {
  en: {
    title: 'Contact us',
    body: `Write to us at support@bourse.example. Please write from the email address linked to your Bourse account, or tell us the mobile number you registered with, so that we can find your account.

## What to include

- Your account name: the mobile number or email you registered with. Never your password.
- What you were trying to do, what happened, and any error message shown on screen.
- For a deposit, withdrawal or transfer: the coin, network, amount and time, and the transaction hash or order number if there is one.
- For a trade: the order number. If you are asking about a result, open the order's settlement proof first; it shows the prices and the calculation used.
- Screenshots if they help. Hide any personal details that we do not need.

## What to expect

We read every message and answer in the order received. We aim to reply within one business day, but busy periods and questions that need an operator review, such as a deposit claim or an identity check, can take longer. If we need more information, we will ask for it in the same email thread.

## Keep your account safe

Bourse staff will never ask for your password, pay password, one-time codes or 2FA codes, and will never ask you to send money or coins to a personal address or account. Deposit only to the address shown on your own deposit page in the app. If anyone claiming to be from Bourse asks for any of these, do not answer, and report it to us at support@bourse.example.`,
  },
  zh: {
    title: '联系我们',
    body: `请发送邮件至 support@bourse.example 联系我们。请使用与您 Bourse 账户绑定的邮箱发送，或告诉我们您注册时使用的手机号，以便我们找到您的账户。

## 请在留言中提供

- 您的账户名：注册时使用的手机号或邮箱。切勿提供密码。
- 您想进行的操作、实际发生的情况，以及屏幕上显示的错误提示。
- 涉及充值、提现或划转时：币种、网络、金额和时间，如有交易哈希或订单号也请一并提供。
- 涉及交易时：订单号。如对结果有疑问，请先打开该订单的结算证明，其中列出了所用的价格和计算过程。
- 如有帮助，可附上截图，并遮盖不需要的个人信息。

## 处理时间

我们会阅读每一条留言，并按收到的先后顺序处理。我们力争在一个工作日内回复，但在业务繁忙时，或问题需要运营人员审核（例如充值申请或身份认证）时，可能需要更长时间。如需补充信息，我们会在同一邮件往来中告知您。

## 保护您的账户安全

Bourse 工作人员绝不会向您索要登录密码、资金密码、验证码或 2FA 验证码，也绝不会要求您向任何个人地址或个人账户转账或转币。请只向应用内您本人充值页面显示的地址充值。如有人自称 Bourse 工作人员并索要上述信息，请不要回应，并发送邮件至 support@bourse.example 向我们举报。`,
  },
  hk: {
    title: '聯絡我們',
    body: `請電郵至 support@bourse.example 聯絡我們。請使用已連結你 Bourse 帳戶的電郵地址發送，或告訴我們你登記時使用的手機號碼，以便我們找到你的帳戶。

## 請在訊息中提供

- 你的帳戶名稱：登記時使用的手機號碼或電郵地址。切勿提供密碼。
- 你想進行的操作、實際發生的情況，以及畫面上顯示的錯誤訊息。
- 涉及存款、提款或轉帳時：幣種、網絡、金額及時間，如有交易哈希值或訂單編號亦請一併提供。
- 涉及交易時：訂單編號。如對結果有疑問，請先打開該訂單的結算證明，當中列出所用的價格及計算過程。
- 如有幫助，可附上截圖，並遮蓋不需要的個人資料。

## 處理時間

我們會細閱每一則訊息，並按收到的先後次序處理。我們盡力在一個工作天內回覆，但在繁忙時段，或問題需要營運人員審核（例如存款申報或身份認證）時，可能需時較長。如需補充資料，我們會在同一電郵往來中通知你。

## 保障你的帳戶安全

Bourse 職員絕不會向你索取登入密碼、資金密碼、驗證碼或 2FA 驗證碼，亦絕不會要求你把資金或加密貨幣轉至任何個人地址或個人帳戶。請只存入應用程式內你本人存款頁面所顯示的地址。如有人自稱 Bourse 職員並索取上述資料，請勿回應，並電郵至 support@bourse.example 向我們舉報。`,
  },
  th: {
    title: 'ติดต่อเรา',
    body: `ติดต่อเราได้ทางอีเมล support@bourse.example โปรดส่งจากอีเมลที่ผูกกับบัญชี Bourse ของคุณ หรือแจ้งเบอร์มือถือที่ใช้สมัคร เพื่อให้เราค้นหาบัญชีของคุณได้

## ข้อมูลที่ควรแจ้ง

- ชื่อบัญชีของคุณ: เบอร์มือถือหรืออีเมลที่ใช้สมัคร ห้ามส่งรหัสผ่านเด็ดขาด
- สิ่งที่คุณพยายามทำ สิ่งที่เกิดขึ้น และข้อความแจ้งข้อผิดพลาดที่แสดงบนหน้าจอ
- สำหรับการฝาก ถอน หรือโอน: เหรียญ เครือข่าย จำนวน และเวลา รวมถึงแฮชธุรกรรมหรือหมายเลขคำสั่ง (ถ้ามี)
- สำหรับการซื้อขาย: หมายเลขคำสั่ง หากคุณสงสัยเกี่ยวกับผลลัพธ์ โปรดเปิดหลักฐานการชำระราคาของคำสั่งนั้นก่อน ซึ่งแสดงราคาและการคำนวณที่ใช้
- ภาพหน้าจอหากช่วยอธิบายได้ โดยปิดบังข้อมูลส่วนตัวที่เราไม่จำเป็นต้องใช้

## ระยะเวลาการตอบกลับ

เราอ่านทุกข้อความและตอบตามลำดับที่ได้รับ เราตั้งเป้าที่จะตอบกลับภายในหนึ่งวันทำการ แต่ในช่วงที่มีผู้ติดต่อมาก หรือเมื่อเรื่องนั้นต้องให้ผู้ดูแลระบบตรวจสอบ เช่น คำขอฝากหรือการยืนยันตัวตน อาจใช้เวลานานกว่านั้น หากต้องการข้อมูลเพิ่มเติม เราจะแจ้งในอีเมลฉบับเดียวกัน

## รักษาบัญชีของคุณให้ปลอดภัย

เจ้าหน้าที่ของ Bourse จะไม่ขอรหัสผ่าน รหัสผ่านการชำระเงิน รหัสยืนยันแบบใช้ครั้งเดียว หรือรหัส 2FA ของคุณ และจะไม่ขอให้คุณโอนเงินหรือเหรียญไปยังที่อยู่หรือบัญชีส่วนบุคคลใด ๆ โปรดฝากเฉพาะไปยังที่อยู่ที่แสดงในหน้าฝากของคุณเองในแอปเท่านั้น หากมีผู้อ้างว่าเป็นเจ้าหน้าที่ Bourse และขอข้อมูลเหล่านี้ อย่าตอบกลับ และแจ้งเราที่ support@bourse.example`,
  },
  jp: {
    title: 'お問い合わせ',
    body: `お問い合わせは、メール（support@bourse.example）で承ります。Bourse アカウントに登録済みのメールアドレスから送信いただくか、ご登録の携帯電話番号をお知らせください。アカウントの確認に使用します。

## お問い合わせの際にお知らせいただきたいこと

- アカウント名（ご登録の携帯電話番号またはメールアドレス）。パスワードは絶対に送らないでください。
- 行おうとした操作、実際に起きたこと、画面に表示されたエラーメッセージ。
- 入金・出金・振替の場合：コイン、ネットワーク、金額、日時、およびトランザクションハッシュまたは注文番号（ある場合）。
- 取引の場合：注文番号。結果についてのご質問であれば、まずその注文の決済証明をご確認ください。使用された価格と計算の内容が記載されています。
- 必要に応じてスクリーンショット。不要な個人情報は隠してください。

## 対応の目安

いただいたメッセージはすべて拝読し、受け付けた順に対応します。1 営業日以内のお返事を目指していますが、混雑時や、入金申請・本人確認など運営者による審査が必要なご質問は、さらにお時間をいただく場合があります。追加の情報が必要な場合は、同じメールのやり取りの中でお願いします。

## アカウントを守るために

Bourse のスタッフが、ログインパスワード、資金パスワード、ワンタイムコード、2FA コードをお尋ねすることは決してありません。また、個人のアドレスや口座へ送金・送付するようお願いすることも決してありません。入金は、アプリ内のご自身の入金ページに表示されるアドレスにのみ行ってください。Bourse を名乗る人物からこれらを求められた場合は応じずに、support@bourse.example までご報告ください。`,
  },
  kor: {
    title: '문의하기',
    body: `문의는 이메일(support@bourse.example)로 보내 주세요. 계정을 찾을 수 있도록 Bourse 계정에 연결된 이메일 주소로 보내 주시거나, 가입할 때 사용한 휴대폰 번호를 알려 주세요.

## 문의 시 알려 주실 내용

- 계정 이름: 가입할 때 사용한 휴대폰 번호 또는 이메일. 비밀번호는 절대 보내지 마세요.
- 하려던 작업, 실제로 일어난 일, 화면에 표시된 오류 메시지.
- 입금, 출금, 이체 관련: 코인, 네트워크, 금액, 시각, 그리고 있다면 트랜잭션 해시나 주문 번호.
- 거래 관련: 주문 번호. 결과에 대해 문의하신다면 먼저 해당 주문의 정산 증명을 열어 보세요. 사용된 가격과 계산 과정이 나와 있습니다.
- 도움이 된다면 스크린샷. 필요하지 않은 개인정보는 가려 주세요.

## 답변 안내

모든 메시지를 읽고 접수된 순서대로 답변합니다. 영업일 기준 하루 이내 답변을 목표로 하지만, 문의가 많은 시기나 입금 신청, 본인 인증처럼 운영자 검토가 필요한 문의는 더 오래 걸릴 수 있습니다. 추가 정보가 필요하면 같은 이메일로 요청드립니다.

## 계정 안전 수칙

Bourse 직원은 절대로 로그인 비밀번호, 자금 비밀번호, 일회용 인증 코드, 2FA 코드를 묻지 않으며, 개인 주소나 개인 계좌로 돈이나 코인을 보내라고 요청하지 않습니다. 입금은 앱 안의 본인 입금 페이지에 표시된 주소로만 하세요. Bourse 직원을 사칭하며 이런 정보를 요구하는 사람이 있다면 응하지 말고 support@bourse.example로 신고해 주세요.`,
  },
  fra: {
    title: 'Nous contacter',
    body: `Écrivez-nous à support@bourse.example. Merci d'utiliser l'adresse e-mail liée à votre compte Bourse, ou de nous indiquer le numéro de mobile avec lequel vous vous êtes inscrit, afin que nous puissions retrouver votre compte.

## Ce qu'il faut indiquer

- Votre identifiant : le numéro de mobile ou l'e-mail utilisé à l'inscription. Jamais votre mot de passe.
- Ce que vous cherchiez à faire, ce qui s'est passé et, le cas échéant, le message d'erreur affiché.
- Pour un dépôt, un retrait ou un transfert : la cryptomonnaie, le réseau, le montant et l'heure, ainsi que le hash de transaction ou le numéro d'ordre s'il y en a un.
- Pour une opération de trading : le numéro d'ordre. Si votre question porte sur un résultat, ouvrez d'abord la preuve de règlement de l'ordre ; elle indique les prix et le calcul utilisés.
- Des captures d'écran si elles sont utiles. Masquez les données personnelles dont nous n'avons pas besoin.

## Délais de réponse

Nous lisons chaque message et y répondons dans l'ordre de réception. Nous nous efforçons de répondre sous un jour ouvré, mais les périodes chargées et les demandes qui exigent l'examen d'un opérateur, comme une déclaration de dépôt ou une vérification d'identité, peuvent prendre plus de temps. Si nous avons besoin d'informations supplémentaires, nous vous les demanderons dans le même fil d'e-mails.

## Protégez votre compte

Le personnel de Bourse ne vous demandera jamais votre mot de passe, votre mot de passe de paiement, vos codes à usage unique ou vos codes 2FA, et ne vous demandera jamais d'envoyer de l'argent ou des cryptomonnaies vers une adresse ou un compte personnel. Ne déposez qu'à l'adresse affichée sur votre propre page de dépôt dans l'application. Si une personne se présentant comme membre de Bourse vous demande l'un de ces éléments, ne répondez pas et signalez-le à support@bourse.example.`,
  },
  spa: {
    title: 'Contacto',
    body: `Escríbanos a support@bourse.example. Hágalo desde el correo vinculado a su cuenta de Bourse, o indíquenos el número de móvil con el que se registró, para que podamos localizar su cuenta.

## Qué incluir

- Su nombre de cuenta: el número de móvil o el correo con el que se registró. Nunca su contraseña.
- Qué intentaba hacer, qué ocurrió y cualquier mensaje de error que apareciera en pantalla.
- Para un depósito, retiro o transferencia: la moneda, la red, el importe y la hora, y el hash de la transacción o el número de orden si lo hay.
- Para una operación: el número de orden. Si su consulta es sobre un resultado, abra primero la prueba de liquidación de la orden; muestra los precios y el cálculo utilizados.
- Capturas de pantalla si ayudan. Oculte los datos personales que no necesitemos.

## Qué puede esperar

Leemos todos los mensajes y los respondemos por orden de llegada. Procuramos responder en un día hábil, pero en periodos de mucha actividad, o cuando la consulta requiere la revisión de un operador (por ejemplo, una solicitud de depósito o una verificación de identidad), puede tardar más. Si necesitamos más información, se la pediremos en el mismo hilo de correo.

## Proteja su cuenta

El personal de Bourse nunca le pedirá su contraseña, su contraseña de pago, sus códigos de un solo uso ni sus códigos 2FA, y nunca le pedirá que envíe dinero o monedas a una dirección o cuenta personal. Deposite solo en la dirección que aparece en su propia página de depósito dentro de la aplicación. Si alguien que dice ser de Bourse le pide cualquiera de estos datos, no responda e infórmenos en support@bourse.example.`,
  },
};

const OPERATIONAL_COMPLIANCE: Localized<SeedPage> = {
  en: {
    title: 'Operational compliance and risk disclosure',
    body: `This page explains the risks of the products on Bourse, how fees and settlements work, the limits on your account and how we handle your data. It is general information, not investment advice, and nothing on Bourse promises or implies a guaranteed return.

## Simulated market

By default Bourse runs on a simulated market. Prices come from a price simulator, not from a real exchange; it draws a new seed from a secure random source at every start, so nobody can replay or predict it, and every screen that shows them carries a "simulated market" badge. Results on a simulated market say nothing about results on a real one. With a real price source connected, the badge is not shown.

## General risk

Crypto and stock prices can move sharply, and you can lose part or all of the money you put in. Only trade with money you can afford to lose. Past results do not predict future ones.

## Spot trading

A spot trade exchanges one asset for another at the market price or your limit price. The value of what you buy can fall, and a limit order may fill only in part or not at all.

## Leveraged futures

Leverage multiplies gains and losses. Liquidation is decided and settled at the mark price: the median of the market's recorded ticks over the last 10 seconds (never fewer than its last 5 ticks), so a single stray tick cannot liquidate a position. When the risk rate at the mark price falls to the position's liquidation threshold, the position is closed at the mark price and you can lose all the margin you posted. The threshold is fixed on each position when you open it (or place its limit order); later changes to the market's terms do not move it. A loss beyond the position's margin is covered by the insurance fund, so your balance cannot go negative. Take-profit and stop-loss are checked against the last price (the newest recorded tick); a stop-loss can limit losses, but in a fast market it may close at a worse price than you set. A long's profit is capped: it closes by itself when the last price reaches twice its entry price. Leverage above 20x needs a one-time confirmation that you understand its risk. The handling fee and any overnight fee are shown before you open a position.

## Seconds options

Seconds options are high-risk fixed-time contracts. You choose a direction and a duration. Your entry price is the last recorded tick when the order is accepted; the order is refused if that tick is more than 10 seconds old. The settlement price is the last recorded tick at or before the settlement time (the time of acceptance plus the duration), and only these two prices decide the result. If that tick is more than 5 seconds older than the settlement time (the price feed stalled), the order is void and your stake and fee are returned. If the price has moved against you, you lose your whole stake; if it is unchanged (a tie), your stake comes back and the fee is kept. The payout ratio and the fee are shown before you confirm. Payouts come from a funded system account, and new orders are refused when it is not funded.

## US stocks

Stock prices move only during US market hours, and the order screen shows when an order can be filled. You can buy fractional shares, so a small amount buys part of a share; a fraction rises and falls in proportion to the full share price.

## Fees

Every fee comes from the server's configuration, never from the app on your device, and is shown before you confirm. Withdrawal fees and minimum amounts are set per coin and per network and are shown on the withdrawal screen. Fees you have paid appear in your bills.

## How settlements are proven

Every settlement (a trade, a liquidation or an option result) stores its proof: the price ticks it used (source, time and price), the formula's inputs and its result. Recorded ticks are append-only. Open a settled order's proof to check the calculation yourself. No person can set, change or delay an outcome or a price.

## Identity verification and limits

Verification needs a bound email and mobile number first. Every review decision comes with a reason.

- Without verification: withdrawals are not available.
- Lv1 basic (document type, name and ID number): withdrawals up to the equivalent of 200 BTC per rolling 24 hours.
- Lv2 advanced (photos of the front and back of your document): withdrawals up to the equivalent of 500 BTC per rolling 24 hours.

## Deposits and withdrawals

You get your own deposit address for each coin and network; send only that coin over that network. Deposit claims with a payment voucher are reviewed by an operator, and every decision records a reason. Withdrawals require your pay password. After you change your password, pay password, 2FA, mobile number or email, withdrawals are locked for 24 hours, so that an intruder cannot withdraw at once.

## Money and records

Only the double-entry ledger moves money. An operator correction is a reasoned ledger entry approved by a second operator and kept in an append-only audit log.

## Data protection

We keep the information needed to run your account and verify your identity. Passwords are stored only in hashed form, and logs never contain passwords or codes. Identity document images are visible only to you and to the operators who review your verification.

## No investment advice

News and figures on Bourse are general information, not investment, legal or tax advice. You are responsible for your decisions and for checking that these products are permitted where you live. Questions: support@bourse.example.`,
  },
  zh: {
    title: '运营合规与风险披露',
    body: `本页说明 Bourse 各项产品的风险、费用与结算的运作方式、您账户的限额，以及我们如何处理您的数据。本页内容为一般性信息，不构成投资建议；Bourse 上的任何内容都不会承诺或暗示保证收益。

## 模拟行情

Bourse 默认运行在模拟行情上。价格由价格模拟器生成，并非来自真实交易所；模拟器每次启动时都从安全随机源重新取种子，任何人都无法重放或预测其价格；所有显示价格的页面都带有“模拟行情”标识。模拟行情中的结果不代表真实市场中的结果。平台接入真实价格源后，将不再显示该标识。

## 一般风险

加密资产和股票的价格可能大幅波动，您可能损失部分或全部投入资金。请只用您能够承受损失的资金进行交易。过往业绩不能预示未来表现。

## 现货交易

现货交易以市价或您设定的限价，将一种资产兑换为另一种资产。您买入的资产可能贬值；限价单可能只部分成交，也可能完全不成交。

## 杠杆合约

杠杆会同时放大盈利和亏损。强平按标记价判断并结算：标记价是该市场最近 10 秒内已记录行情点的中位数（且不少于最近 5 个行情点），因此单个异常行情点无法让仓位被强平。当按标记价计算的风险率降至仓位的强平线时，仓位将按标记价被强制平仓，您可能损失已投入的全部保证金。强平线在您开仓（或提交委托单）时固定在每个仓位上，之后市场条款的变更不会改变它。超出仓位保证金的亏损由保险基金承担，因此您的余额不会变为负数。止盈和止损按最新价（最新记录的行情点）判断；止损有助于限制亏损，但在行情快速变动时，实际平仓价格可能劣于您设定的价格。多单的收益设有上限：最新价达到开仓价的两倍时自动平仓。使用超过 20 倍的杠杆前，需一次性确认您了解其风险。手续费以及可能产生的隔夜费会在开仓前展示。

## 秒合约

秒合约是高风险的固定时长合约。您选择方向和时长。开仓价是订单被接受时最后记录的行情点；若该行情点已超过 10 秒，订单将被拒绝。结算价是结算时间（接受时间加上时长）或之前最后记录的行情点，结果只由这两个价格决定。若该行情点比结算时间早超过 5 秒（行情中断），订单无效，下单金额和手续费全部退还。如果价格走势与您的方向相反，您将损失全部下单金额；若价格不变（平局），下单金额退还，手续费不退。赔付比例和手续费会在您确认前展示。赔付从已注资的系统账户支付；该账户资金不足时，将不再接受新订单。

## 美股

股票价格只在美国市场交易时段内变动，下单页面会显示订单何时可以成交。您可以买入碎股，用较小的金额买入一股中的一部分；碎股按比例随整股价格涨跌。

## 费用

每项费用都来自服务器配置，绝不取自您设备上的应用，并会在您确认前展示。提现手续费和最低提现金额按币种和网络分别设定，并在提现页面显示。您已支付的费用可在账单中查看。

## 结算如何证明

每一次结算（交易、强平或秒合约结果）都会保存证明：所用的价格数据（来源、时间和价格）、公式的输入值及结果。已记录的价格数据只能追加，不能修改。打开已结算订单的证明，即可自行核对计算过程。任何人都无法设定、修改或延迟结果或价格。

## 身份认证与限额

进行身份认证前，需先绑定邮箱和手机号。每一项审核决定都附有理由。

- 未认证：无法提现。
- Lv1 初级认证（证件类型、姓名和证件号码）：每滚动 24 小时最多可提现相当于 200 BTC 的资产。
- Lv2 高级认证（证件正反面照片）：每滚动 24 小时最多可提现相当于 500 BTC 的资产。

## 充值与提现

每个币种和网络都有您专属的充值地址；请只通过对应网络充值对应币种。附带付款凭证的充值申请由运营人员审核，每项决定都记录理由。提现需要输入资金密码。修改登录密码、资金密码、2FA、手机号或邮箱后，提现将锁定 24 小时，以防他人盗用账户后立即转走资金。

## 资金与记录

只有复式记账账本才能移动资金。运营人员的更正是一笔注明理由的账本分录，须经另一名运营人员批准，并记入只能追加的审计日志。

## 数据保护

我们保存运营您的账户和核验您身份所需的信息。密码仅以哈希形式存储，日志中绝不包含密码或验证码。身份证件图片仅对您本人和负责审核的运营人员可见。

## 不构成投资建议

Bourse 上的资讯和数据均为一般性信息，不构成投资、法律或税务建议。您需对自己的决定负责，并自行确认所在地区是否允许使用这些产品。如有疑问，请联系 support@bourse.example。`,
  },
  hk: {
    title: '營運合規及風險披露',
    body: `本頁說明 Bourse 各項產品的風險、費用及結算的運作方式、你帳戶的限額，以及我們如何處理你的資料。本頁內容屬一般資訊，並不構成投資建議；Bourse 上的任何內容均不會承諾或暗示保證回報。

## 模擬市場

Bourse 預設以模擬市場運作。價格由價格模擬器產生，並非來自真實交易所；模擬器每次啟動時都從安全隨機來源重新取得種子，任何人都無法重播或預測其價格；所有顯示價格的頁面均附有「模擬市場」標示。模擬市場中的結果並不代表真實市場的結果。平台接駁真實價格來源後，便不會再顯示該標示。

## 一般風險

加密資產及股票的價格可能大幅波動，你可能損失部分或全部投入的資金。請只以你能承受損失的資金進行交易。過往表現並不預示未來表現。

## 現貨交易

現貨交易以市價或你設定的限價，將一種資產兌換為另一種資產。你買入的資產可能貶值；限價單可能只部分成交，亦可能完全不成交。

## 槓桿合約

槓桿會同時放大盈利及虧損。強制平倉按標記價判斷及結算：標記價是該市場最近 10 秒內已記錄行情點的中位數（且不少於最近 5 個行情點），因此單一異常行情點不能令倉位被強制平倉。當按標記價計算的風險率降至倉位的強制平倉水平時，倉位會按標記價被強制平倉，你可能損失已投入的全部保證金。強制平倉水平在你開倉（或提交委託單）時固定於每個倉位，之後市場條款有變亦不會改變。超出倉位保證金的虧損由保險基金承擔，因此你的結餘不會變成負數。止盈及止蝕按最新價（最新記錄的行情點）判斷；止蝕有助限制虧損，但在市況急速變動時，實際平倉價格可能差於你設定的價格。多單的盈利設有上限：最新價達到開倉價的兩倍時會自動平倉。使用超過 20 倍的槓桿前，須一次性確認你明白其風險。手續費及可能產生的隔夜費會在開倉前顯示。

## 秒合約

秒合約是高風險的固定時長合約。你選擇方向及時長。開倉價是訂單被接受時最後記錄的行情點；如該行情點已超過 10 秒，訂單會被拒絕。結算價是結算時間（接受時間加上時長）或之前最後記錄的行情點，結果只取決於這兩個價格。如該行情點比結算時間早超過 5 秒（行情中斷），訂單即告無效，下單金額及手續費全數退還。如價格走勢與你的方向相反，你會損失全部下單金額；如價格不變（平局），下單金額會退還，但手續費不獲退還。賠付比率及手續費會在你確認前顯示。賠付由已注資的系統帳戶支付；該帳戶資金不足時，將不再接受新訂單。

## 美股

股票價格只在美國市場交易時段內變動，落單頁面會顯示訂單何時可以成交。你可以買入碎股，以較少金額買入一股中的一部分；碎股會按比例隨整股價格升跌。

## 費用

每項費用都來自伺服器設定，絕不取自你裝置上的應用程式，並會在你確認前顯示。提款手續費及最低提款金額按幣種及網絡分別設定，並在提款頁面顯示。你已支付的費用可在帳單中查閱。

## 結算如何證明

每次結算（交易、強制平倉或秒合約結果）都會保存證明：所用的價格數據（來源、時間及價格）、公式的輸入值及結果。已記錄的價格數據只可追加，不可修改。打開已結算訂單的證明，即可自行核對計算。任何人都不能設定、更改或延遲結果或價格。

## 身份認證及限額

進行身份認證前，須先綁定電郵及手機號碼。每項審核決定均附有理由。

- 未認證：不可提款。
- Lv1 基本認證（證件類型、姓名及證件號碼）：每滾動 24 小時最多可提取相當於 200 BTC 的資產。
- Lv2 進階認證（證件正反面相片）：每滾動 24 小時最多可提取相當於 500 BTC 的資產。

## 存款及提款

每種幣種及網絡都有你專屬的存款地址；請只經對應網絡存入對應幣種。附有付款憑證的存款申報由營運人員審核，每項決定均會記錄理由。提款須輸入資金密碼。更改登入密碼、資金密碼、2FA、手機號碼或電郵後，提款會鎖定 24 小時，以防他人盜用帳戶後即時提走資金。

## 資金及紀錄

只有複式記帳帳本才能調動資金。營運人員的更正是一項註明理由的帳本分錄，須由另一名營運人員批准，並記錄在只可追加的審計日誌中。

## 資料保障

我們保存運作你的帳戶及核實你身份所需的資料。密碼只以雜湊形式儲存，日誌中絕不包含密碼或驗證碼。身份證明文件的影像只有你本人及負責審核的營運人員可以查看。

## 並非投資建議

Bourse 上的資訊及數據均屬一般資訊，並不構成投資、法律或稅務建議。你須為自己的決定負責，並自行確認你所在地區是否允許使用這些產品。如有查詢，請電郵至 support@bourse.example。`,
  },
  th: {
    title: 'การปฏิบัติตามข้อกำหนดและการเปิดเผยความเสี่ยง',
    body: `หน้านี้อธิบายความเสี่ยงของผลิตภัณฑ์บน Bourse วิธีการคิดค่าธรรมเนียมและการชำระราคา วงเงินของบัญชีของคุณ และวิธีที่เราดูแลข้อมูลของคุณ เนื้อหานี้เป็นข้อมูลทั่วไป ไม่ใช่คำแนะนำการลงทุน และไม่มีสิ่งใดบน Bourse ที่สัญญาหรือบอกเป็นนัยว่ารับประกันผลตอบแทน

## ตลาดจำลอง

โดยค่าเริ่มต้น Bourse ทำงานบนตลาดจำลอง ราคามาจากตัวจำลองราคาที่สุ่ม seed ใหม่จากแหล่งสุ่มที่ปลอดภัยทุกครั้งที่เริ่มระบบ (จึงไม่มีใครเล่นซ้ำหรือคาดเดาราคาได้) ไม่ได้มาจากตลาดแลกเปลี่ยนจริง และทุกหน้าจอที่แสดงราคาจะมีป้าย "ตลาดจำลอง" กำกับ ผลลัพธ์ในตลาดจำลองไม่ได้บ่งบอกถึงผลลัพธ์ในตลาดจริง เมื่อเชื่อมต่อกับแหล่งราคาจริงแล้ว ป้ายนี้จะไม่แสดง

## ความเสี่ยงทั่วไป

ราคาคริปโตและหุ้นอาจเปลี่ยนแปลงอย่างรุนแรง และคุณอาจสูญเสียเงินที่ลงไปบางส่วนหรือทั้งหมด โปรดซื้อขายด้วยเงินที่คุณรับการสูญเสียได้เท่านั้น ผลการดำเนินงานในอดีตไม่ได้บ่งชี้ถึงผลในอนาคต

## การซื้อขายสปอต

การซื้อขายสปอตคือการแลกสินทรัพย์หนึ่งเป็นอีกสินทรัพย์หนึ่งที่ราคาตลาดหรือราคาจำกัด (limit) ที่คุณกำหนด มูลค่าของสิ่งที่คุณซื้ออาจลดลง และคำสั่งแบบจำกัดราคาอาจจับคู่ได้เพียงบางส่วนหรือไม่ได้เลย

## ฟิวเจอร์สแบบใช้เลเวอเรจ

เลเวอเรจขยายทั้งกำไรและขาดทุน การบังคับปิดสถานะตัดสินและชำระที่ราคามาร์ก ซึ่งคือค่ามัธยฐานของทิกที่บันทึกไว้ของตลาดในช่วง 10 วินาทีล่าสุด (และไม่น้อยกว่า 5 ทิกล่าสุด) ทิกผิดปกติเพียงทิกเดียวจึงบังคับปิดสถานะไม่ได้ หากอัตราความเสี่ยงที่ราคามาร์กลดลงถึงระดับบังคับปิดของสถานะ สถานะจะถูกปิดที่ราคามาร์ก และคุณอาจสูญเสียมาร์จิ้นที่วางไว้ทั้งหมด ระดับบังคับปิดถูกกำหนดไว้กับแต่ละสถานะเมื่อคุณเปิด (หรือวางคำสั่งรอ) และการเปลี่ยนเงื่อนไขตลาดภายหลังไม่ทำให้ระดับนี้เปลี่ยน ผลขาดทุนที่เกินมาร์จิ้นของสถานะจะได้รับการชดเชยจากกองทุนประกัน ยอดคงเหลือของคุณจึงไม่ติดลบ คำสั่งทำกำไร (take-profit) และตัดขาดทุน (stop-loss) ตรวจสอบกับราคาล่าสุด (ทิกล่าสุดที่บันทึกไว้) คำสั่งตัดขาดทุนช่วยจำกัดผลขาดทุนได้ แต่ในตลาดที่เคลื่อนไหวเร็ว อาจปิดที่ราคาแย่กว่าที่คุณตั้งไว้ กำไรของสถานะ Long มีเพดาน โดยสถานะจะปิดเองเมื่อราคาล่าสุดถึงสองเท่าของราคาเข้า เลเวอเรจเกิน 20 เท่าต้องยืนยันหนึ่งครั้งว่าคุณเข้าใจความเสี่ยง ค่าธรรมเนียมการซื้อขายและค่าธรรมเนียมข้ามคืน (ถ้ามี) จะแสดงก่อนคุณเปิดสถานะ

## ออปชันรายวินาที

ออปชันรายวินาทีเป็นสัญญาแบบกำหนดเวลาที่มีความเสี่ยงสูง คุณเลือกทิศทางและระยะเวลา ราคาเข้าคือทิกล่าสุดที่บันทึกไว้เมื่อคำสั่งได้รับการยอมรับ หากทิกนั้นเก่ากว่า 10 วินาที คำสั่งจะถูกปฏิเสธ ราคาชำระคือทิกล่าสุดที่บันทึกไว้ ณ หรือก่อนเวลาชำระ (เวลาที่ยอมรับคำสั่งบวกระยะเวลา) และผลลัพธ์ตัดสินจากสองราคานี้เท่านั้น หากทิกนั้นเก่ากว่าเวลาชำระเกิน 5 วินาที (ฟีดราคาหยุดชะงัก) คำสั่งจะเป็นโมฆะ และคุณจะได้รับเงินเดิมพันและค่าธรรมเนียมคืน หากราคาเคลื่อนไหวสวนทางกับคุณ คุณจะเสียเงินเดิมพันทั้งหมด หากราคาไม่เปลี่ยน (เสมอ) คุณจะได้เงินเดิมพันคืน แต่ค่าธรรมเนียมจะไม่คืน อัตราการจ่ายและค่าธรรมเนียมจะแสดงก่อนคุณยืนยัน เงินที่จ่ายมาจากบัญชีระบบที่มีเงินทุน และจะไม่รับคำสั่งใหม่เมื่อบัญชีนั้นไม่มีเงินทุน

## หุ้นสหรัฐฯ

ราคาหุ้นเปลี่ยนแปลงเฉพาะในช่วงเวลาทำการของตลาดสหรัฐฯ และหน้าส่งคำสั่งจะแสดงว่าคำสั่งจะจับคู่ได้เมื่อใด คุณสามารถซื้อเศษหุ้นได้ เงินจำนวนน้อยจึงซื้อหุ้นได้บางส่วนของหนึ่งหุ้น และเศษหุ้นจะขึ้นลงตามสัดส่วนของราคาหุ้นเต็ม

## ค่าธรรมเนียม

ค่าธรรมเนียมทุกรายการมาจากการตั้งค่าของเซิร์ฟเวอร์ ไม่ได้มาจากแอปบนอุปกรณ์ของคุณ และจะแสดงก่อนคุณยืนยันเสมอ ค่าธรรมเนียมการถอนและยอดถอนขั้นต่ำกำหนดแยกตามเหรียญและเครือข่าย และแสดงบนหน้าจอการถอน ค่าธรรมเนียมที่คุณจ่ายแล้วจะปรากฏในรายการบัญชีของคุณ

## การพิสูจน์การชำระราคา

การชำระราคาทุกครั้ง (การซื้อขาย การบังคับปิดสถานะ หรือผลของออปชัน) จะเก็บหลักฐานไว้ ได้แก่ ข้อมูลราคา (tick) ที่ใช้ (แหล่งที่มา เวลา และราคา) ค่าที่ใส่ในสูตร และผลลัพธ์ ข้อมูลราคาที่บันทึกแล้วเพิ่มต่อท้ายได้เท่านั้น แก้ไขไม่ได้ เปิดหลักฐานของคำสั่งที่ชำระราคาแล้วเพื่อตรวจสอบการคำนวณด้วยตนเอง ไม่มีบุคคลใดกำหนด เปลี่ยนแปลง หรือหน่วงเวลาผลลัพธ์หรือราคาได้

## การยืนยันตัวตนและวงเงิน

ก่อนยืนยันตัวตน ต้องผูกอีเมลและเบอร์มือถือก่อน ทุกการตัดสินผลการตรวจสอบมีเหตุผลกำกับ

- ยังไม่ยืนยันตัวตน: ถอนไม่ได้
- Lv1 ขั้นพื้นฐาน (ประเภทเอกสาร ชื่อ และเลขประจำตัว): ถอนได้สูงสุดเทียบเท่า 200 BTC ต่อ 24 ชั่วโมงล่าสุด
- Lv2 ขั้นสูง (ภาพถ่ายด้านหน้าและด้านหลังของเอกสาร): ถอนได้สูงสุดเทียบเท่า 500 BTC ต่อ 24 ชั่วโมงล่าสุด

## การฝากและการถอน

คุณจะได้รับที่อยู่ฝากของคุณเองสำหรับแต่ละเหรียญและเครือข่าย โปรดส่งเฉพาะเหรียญนั้นผ่านเครือข่ายนั้นเท่านั้น คำขอฝากที่แนบหลักฐานการชำระเงินจะได้รับการตรวจสอบโดยผู้ดูแลระบบ และทุกการตัดสินใจมีการบันทึกเหตุผล การถอนต้องใช้รหัสผ่านการชำระเงิน หลังจากคุณเปลี่ยนรหัสผ่าน รหัสผ่านการชำระเงิน 2FA เบอร์มือถือ หรืออีเมล การถอนจะถูกล็อก 24 ชั่วโมง เพื่อไม่ให้ผู้บุกรุกถอนเงินออกไปได้ทันที

## เงินและบันทึก

มีเพียงบัญชีแยกประเภทแบบบัญชีคู่เท่านั้นที่เคลื่อนย้ายเงินได้ การแก้ไขโดยผู้ดูแลระบบเป็นรายการบัญชีที่ระบุเหตุผล ได้รับอนุมัติจากผู้ดูแลระบบอีกคนหนึ่ง และเก็บไว้ในบันทึกการตรวจสอบที่เพิ่มต่อท้ายได้เท่านั้น

## การคุ้มครองข้อมูล

เราเก็บข้อมูลที่จำเป็นต่อการดูแลบัญชีของคุณและการยืนยันตัวตน รหัสผ่านถูกจัดเก็บในรูปแบบแฮชเท่านั้น และบันทึกระบบ (log) ไม่มีรหัสผ่านหรือรหัสยืนยันใด ๆ ภาพเอกสารยืนยันตัวตนจะมองเห็นได้เฉพาะคุณและผู้ดูแลระบบที่ตรวจสอบการยืนยันตัวตนของคุณเท่านั้น

## ไม่ใช่คำแนะนำการลงทุน

ข่าวสารและตัวเลขบน Bourse เป็นข้อมูลทั่วไป ไม่ใช่คำแนะนำด้านการลงทุน กฎหมาย หรือภาษี คุณต้องรับผิดชอบต่อการตัดสินใจของตนเอง และตรวจสอบว่าผลิตภัณฑ์เหล่านี้ได้รับอนุญาตในพื้นที่ที่คุณอาศัยอยู่ หากมีคำถาม ติดต่อ support@bourse.example`,
  },
  jp: {
    title: '運営コンプライアンスとリスク開示',
    body: `このページでは、Bourse の各商品のリスク、手数料と決済の仕組み、お客様のアカウントに適用される上限、そしてデータの取り扱いについて説明します。これは一般的な情報であり、投資助言ではありません。また、Bourse 上のいかなる内容も、収益の保証を約束または示唆するものではありません。

## シミュレーション相場

Bourse は初期設定でシミュレーション相場で動作します。価格は実在の取引所ではなく価格シミュレーターから生成され（起動のたびに安全な乱数源から新しいシードを取るため、誰も再現・予測できません）、価格を表示するすべての画面に「シミュレーション相場」バッジが表示されます。シミュレーション相場での結果は、実際の市場での結果を示すものではありません。実際の価格ソースに接続されると、このバッジは表示されなくなります。

## 一般的なリスク

暗号資産や株式の価格は大きく変動することがあり、投じた資金の一部または全部を失う可能性があります。失っても生活に支障のない資金でのみ取引してください。過去の実績は将来の結果を示すものではありません。

## 現物取引

現物取引は、成行価格またはお客様が指定した指値で、ある資産を別の資産と交換する取引です。購入した資産の価値は下落することがあり、指値注文は一部しか約定しない、またはまったく約定しないことがあります。

## レバレッジ先物

レバレッジは利益も損失も拡大します。強制決済はマーク価格で判定・清算されます。マーク価格は、その市場で直近 10 秒間に記録されたティックの中央値（直近 5 件より少なくはなりません）なので、1 つの異常なティックでポジションが強制決済されることはありません。マーク価格でのリスク率がポジションの強制決済基準まで下がると、ポジションはマーク価格で決済され、差し入れた証拠金をすべて失う可能性があります。基準はポジションを建てたとき（または指値注文を出したとき）に各ポジションに固定され、その後市場の条件が変わっても動きません。ポジションの証拠金を超える損失は保険基金が負担するため、残高がマイナスになることはありません。利確と損切りは最新価格（最新の記録ティック）で判定します。ストップロスは損失の抑制に役立ちますが、相場が急変した場合は、設定した価格より不利な価格で決済されることがあります。ロングの利益には上限があり、最新価格が建値の 2 倍に達すると自動で決済されます。20 倍を超えるレバレッジを使うには、リスクを理解したことを一度確認する必要があります。取引手数料と、発生する場合はオーバーナイト手数料が、ポジションを建てる前に表示されます。

## 秒オプション

秒オプションは、リスクの高い固定時間型の契約です。方向と期間を選びます。エントリー価格は注文が受け付けられた時点で最後に記録されたティックで、そのティックが 10 秒より古い場合、注文は受け付けられません。決済価格は決済時刻（受付時刻に期間を加えた時刻）以前で最後に記録されたティックで、結果はこの 2 つの価格だけで決まります。そのティックが決済時刻より 5 秒を超えて古い場合（価格配信の停止）、注文は無効となり、投じた金額と手数料は返金されます。価格が予想と逆に動いた場合は投じた金額の全額を失い、価格が変わらない場合（引き分け）は投じた金額が戻りますが、手数料は返金されません。ペイアウト率と手数料は、確認前に表示されます。支払いは資金が拠出されたシステム口座から行われ、その口座に資金がない場合は新規注文を受け付けません。

## 米国株

株価は米国市場の取引時間中にのみ変動し、注文画面にはいつ約定できるかが表示されます。端数株の購入が可能なため、少額で 1 株の一部を購入できます。端数株は 1 株の価格に比例して値動きします。

## 手数料

すべての手数料はサーバーの設定に基づき、お客様の端末上のアプリが決めることはありません。手数料は確認前に必ず表示されます。出金手数料と最低出金額はコインとネットワークごとに設定され、出金画面に表示されます。支払った手数料は取引明細で確認できます。

## 決済の証明

すべての決済（取引、強制決済、オプションの結果）には証明が保存されます。使用した価格ティック（ソース、時刻、価格）、計算式の入力値、そしてその結果です。記録されたティックは追記のみ可能で、変更できません。決済済みの注文の証明を開けば、計算をご自身で確認できます。誰であっても、結果や価格を設定、変更、遅延させることはできません。

## 本人確認と上限

本人確認の前に、メールアドレスと携帯電話番号の登録が必要です。審査の判断にはすべて理由が付されます。

- 本人確認なし：出金できません。
- Lv1 基本認証（書類の種類、氏名、ID 番号）：直近 24 時間あたり 200 BTC 相当まで出金できます。
- Lv2 上級認証（書類の表面と裏面の写真）：直近 24 時間あたり 500 BTC 相当まで出金できます。

## 入金と出金

コイン・ネットワークごとにお客様専用の入金アドレスが発行されます。必ずそのコインをそのネットワークで送ってください。支払証明を添えた入金申請は運営者が審査し、すべての判断に理由が記録されます。出金には資金パスワードが必要です。ログインパスワード、資金パスワード、2FA、携帯電話番号、メールアドレスを変更した後 24 時間は、不正にアクセスした第三者がすぐに出金できないよう、出金がロックされます。

## 資金と記録

資金を動かせるのは複式簿記の台帳だけです。運営者による訂正は理由を記した仕訳として行われ、別の運営者の承認を経て、追記のみ可能な監査ログに記録されます。

## データ保護

アカウントの運営と本人確認に必要な情報を保管します。パスワードはハッシュ化した形でのみ保存され、ログにパスワードやコードが記録されることはありません。本人確認書類の画像を閲覧できるのは、お客様ご本人と、審査を担当する運営者だけです。

## 投資助言ではありません

Bourse 上のニュースや数値は一般的な情報であり、投資・法律・税務に関する助言ではありません。ご自身の判断に責任を持ち、お住まいの地域でこれらの商品の利用が認められているかをご確認ください。お問い合わせ：support@bourse.example`,
  },
  kor: {
    title: '운영 컴플라이언스 및 위험 고지',
    body: `이 페이지는 Bourse 상품의 위험, 수수료와 정산 방식, 계정에 적용되는 한도, 그리고 데이터 처리 방식을 설명합니다. 이는 일반 정보이며 투자 조언이 아닙니다. Bourse의 어떤 내용도 수익을 약속하거나 보장을 암시하지 않습니다.

## 모의 시장

Bourse는 기본적으로 모의 시장에서 운영됩니다. 가격은 실제 거래소가 아닌 가격 시뮬레이터에서 생성되며(시작할 때마다 안전한 난수원에서 새 시드를 받으므로 누구도 재현하거나 예측할 수 없습니다), 가격을 보여 주는 모든 화면에 '모의 시장' 배지가 표시됩니다. 모의 시장에서의 결과는 실제 시장에서의 결과를 의미하지 않습니다. 실제 가격 소스가 연결되면 배지는 표시되지 않습니다.

## 일반 위험

암호화폐와 주식의 가격은 급격하게 움직일 수 있으며, 투자한 금액의 일부 또는 전부를 잃을 수 있습니다. 잃어도 감당할 수 있는 자금으로만 거래하세요. 과거 실적은 미래 결과를 예측하지 않습니다.

## 현물 거래

현물 거래는 시장가 또는 지정한 지정가로 한 자산을 다른 자산과 교환하는 거래입니다. 매수한 자산의 가치는 하락할 수 있으며, 지정가 주문은 일부만 체결되거나 전혀 체결되지 않을 수 있습니다.

## 레버리지 선물

레버리지는 이익과 손실을 모두 키웁니다. 강제 청산은 마크 가격으로 판단하고 정산합니다. 마크 가격은 해당 시장에서 최근 10초 동안 기록된 틱의 중앙값(최근 5개 틱보다 적지 않음)이므로, 비정상적인 틱 하나로 포지션이 청산되지 않습니다. 마크 가격 기준 위험률이 포지션의 청산 기준까지 떨어지면 포지션은 마크 가격으로 강제 청산되며, 납입한 증거금을 모두 잃을 수 있습니다. 청산 기준은 포지션을 열 때(또는 지정가 주문을 낼 때) 포지션마다 고정되며, 이후 시장 조건이 바뀌어도 변하지 않습니다. 포지션의 증거금을 초과하는 손실은 보험 기금이 부담하므로 잔고가 마이너스가 되지는 않습니다. 익절과 손절은 최근 가격(가장 최근에 기록된 틱)으로 판단합니다. 손절 주문은 손실을 제한하는 데 도움이 되지만, 시장이 빠르게 움직이면 설정한 가격보다 불리한 가격에 청산될 수 있습니다. 롱 포지션의 수익에는 상한이 있어, 최근 가격이 진입가의 두 배에 도달하면 자동으로 종료됩니다. 20배를 초과하는 레버리지는 위험을 이해했다고 한 번 확인해야 사용할 수 있습니다. 거래 수수료와 해당되는 경우 오버나이트 수수료는 포지션을 열기 전에 표시됩니다.

## 초단위 옵션

초단위 옵션은 위험이 높은 고정 시간 계약입니다. 방향과 기간을 선택합니다. 진입 가격은 주문이 접수될 때 마지막으로 기록된 틱이며, 그 틱이 10초보다 오래되었으면 주문은 거부됩니다. 정산 가격은 정산 시각(접수 시각에 기간을 더한 시각) 또는 그 이전에 마지막으로 기록된 틱이며, 결과는 이 두 가격으로만 결정됩니다. 그 틱이 정산 시각보다 5초 넘게 오래되었으면(시세 피드 중단) 주문은 무효가 되고 주문 금액과 수수료가 반환됩니다. 가격이 예상과 반대로 움직이면 주문 금액 전액을 잃고, 가격이 같으면(무승부) 주문 금액은 반환되지만 수수료는 반환되지 않습니다. 지급 비율과 수수료는 확인 전에 표시됩니다. 지급금은 자금이 적립된 시스템 계정에서 지급되며, 이 계정에 자금이 없으면 신규 주문을 받지 않습니다.

## 미국 주식

주가는 미국 시장 거래 시간에만 움직이며, 주문 화면에 주문이 언제 체결될 수 있는지 표시됩니다. 소수점 단위로 주식을 살 수 있어 적은 금액으로 1주의 일부를 매수할 수 있으며, 소수점 주식은 1주 가격에 비례해 오르내립니다.

## 수수료

모든 수수료는 기기에 설치된 앱이 아니라 서버 설정에서 정해지며, 확인 전에 항상 표시됩니다. 출금 수수료와 최소 출금액은 코인과 네트워크별로 정해지며 출금 화면에 표시됩니다. 지불한 수수료는 거래 내역에서 확인할 수 있습니다.

## 정산 증명 방식

모든 정산(거래, 강제 청산, 옵션 결과)에는 증명이 저장됩니다. 사용된 가격 틱(출처, 시각, 가격), 공식의 입력값과 결과입니다. 기록된 틱은 추가만 가능하며 수정할 수 없습니다. 정산된 주문의 증명을 열어 계산을 직접 확인해 보세요. 누구도 결과나 가격을 설정하거나 바꾸거나 지연시킬 수 없습니다.

## 본인 인증과 한도

본인 인증 전에 이메일과 휴대폰 번호를 먼저 연결해야 합니다. 모든 심사 결정에는 사유가 함께 제공됩니다.

- 미인증: 출금할 수 없습니다.
- Lv1 기본 인증(신분증 종류, 이름, 신분증 번호): 최근 24시간 기준 200 BTC 상당까지 출금할 수 있습니다.
- Lv2 고급 인증(신분증 앞면과 뒷면 사진): 최근 24시간 기준 500 BTC 상당까지 출금할 수 있습니다.

## 입금과 출금

코인과 네트워크마다 본인 전용 입금 주소가 발급됩니다. 해당 코인은 반드시 해당 네트워크로만 보내세요. 결제 증빙을 첨부한 입금 신청은 운영자가 검토하며, 모든 결정에는 사유가 기록됩니다. 출금에는 자금 비밀번호가 필요합니다. 로그인 비밀번호, 자금 비밀번호, 2FA, 휴대폰 번호, 이메일을 변경하면 침입자가 곧바로 출금하지 못하도록 24시간 동안 출금이 잠깁니다.

## 자금과 기록

자금은 오직 복식부기 원장을 통해서만 움직입니다. 운영자의 정정은 사유가 기재된 원장 기록으로, 다른 운영자의 승인을 거쳐 추가만 가능한 감사 로그에 남습니다.

## 데이터 보호

계정 운영과 본인 확인에 필요한 정보를 보관합니다. 비밀번호는 해시 형태로만 저장되며, 로그에는 비밀번호나 인증 코드가 절대 기록되지 않습니다. 신분증 이미지는 본인과 인증 심사를 맡은 운영자만 볼 수 있습니다.

## 투자 조언이 아닙니다

Bourse의 뉴스와 수치는 일반 정보이며 투자, 법률, 세무 조언이 아닙니다. 투자 결정에 대한 책임은 본인에게 있으며, 거주 지역에서 이 상품들을 이용할 수 있는지 직접 확인해야 합니다. 문의: support@bourse.example`,
  },
  fra: {
    title: 'Conformité opérationnelle et information sur les risques',
    body: `Cette page présente les risques des produits proposés sur Bourse, le fonctionnement des frais et des règlements, les limites de votre compte et la façon dont nous traitons vos données. Il s'agit d'une information générale, et non d'un conseil en investissement ; rien sur Bourse ne promet ni ne laisse entendre un rendement garanti.

## Marché simulé

Par défaut, Bourse fonctionne sur un marché simulé. Les prix proviennent d'un simulateur de prix, et non d'une plateforme d'échange réelle ; il tire une nouvelle graine d'une source aléatoire sûre à chaque démarrage, si bien que personne ne peut le rejouer ni le prédire, et chaque écran qui les affiche porte le badge « marché simulé ». Les résultats obtenus sur un marché simulé ne disent rien des résultats sur un marché réel. Lorsqu'une source de prix réelle est connectée, le badge n'est plus affiché.

## Risques généraux

Les prix des cryptoactifs et des actions peuvent varier fortement, et vous pouvez perdre tout ou partie de l'argent investi. N'investissez que des sommes que vous pouvez vous permettre de perdre. Les performances passées ne préjugent pas des performances futures.

## Trading au comptant

Une opération au comptant échange un actif contre un autre au prix du marché ou à votre prix limite. La valeur de ce que vous achetez peut baisser, et un ordre à cours limité peut n'être exécuté qu'en partie, voire pas du tout.

## Contrats à terme avec effet de levier

L'effet de levier amplifie les gains comme les pertes. La liquidation est décidée et réglée au prix de marque : la médiane des ticks enregistrés du marché sur les 10 dernières secondes (et jamais sur moins de ses 5 derniers ticks), si bien qu'un seul tick aberrant ne peut pas liquider une position. Si le taux de risque au prix de marque tombe au seuil de liquidation de la position, celle-ci est clôturée au prix de marque et vous pouvez perdre toute la marge engagée. Ce seuil est fixé sur chaque position à son ouverture (ou au passage de son ordre à cours limité) ; une modification ultérieure des conditions du marché ne le change pas. Les pertes qui dépassent la marge de la position sont couvertes par le fonds d'assurance : votre solde ne peut donc pas devenir négatif. La prise de bénéfices et le stop-loss sont vérifiés par rapport au dernier prix (le tick enregistré le plus récent) ; un stop-loss peut limiter les pertes, mais dans un marché rapide la position peut être clôturée à un prix moins favorable que celui fixé. Le gain d'une position longue est plafonné : elle se clôture d'elle-même lorsque le dernier prix atteint deux fois son prix d'entrée. Un effet de levier au-delà de 20x exige de confirmer une fois que vous en comprenez le risque. Les frais de transaction et, le cas échéant, les frais de financement au jour le jour sont affichés avant l'ouverture d'une position.

## Options à la seconde

Les options à la seconde sont des contrats à durée fixe à haut risque. Vous choisissez un sens et une durée. Le prix d'entrée est le dernier tick enregistré au moment où l'ordre est accepté ; l'ordre est refusé si ce tick date de plus de 10 secondes. Le prix de règlement est le dernier tick enregistré à l'heure de règlement ou avant (l'heure d'acceptation plus la durée), et ces deux prix décident seuls du résultat. Si ce tick précède l'heure de règlement de plus de 5 secondes (le flux de prix s'est interrompu), l'ordre est annulé : votre mise et les frais vous sont rendus. Si le prix a évolué contre vous, vous perdez l'intégralité de votre mise ; s'il n'a pas changé (égalité), votre mise vous est rendue et les frais sont conservés. Le ratio de gain et les frais sont affichés avant votre confirmation. Les gains sont versés depuis un compte système approvisionné, et les nouveaux ordres sont refusés lorsqu'il ne l'est pas.

## Actions américaines

Le cours des actions ne varie que pendant les heures d'ouverture du marché américain, et l'écran d'ordre indique quand un ordre peut être exécuté. Vous pouvez acheter des fractions d'action : une petite somme permet d'acquérir une partie d'une action, et cette fraction monte ou baisse en proportion du cours d'une action entière.

## Frais

Tous les frais proviennent de la configuration du serveur, jamais de l'application installée sur votre appareil, et sont affichés avant votre confirmation. Les frais de retrait et les montants minimums sont fixés par cryptomonnaie et par réseau, et affichés sur l'écran de retrait. Les frais que vous avez payés figurent dans vos relevés.

## Comment les règlements sont prouvés

Chaque règlement (une opération, une liquidation ou le résultat d'une option) conserve sa preuve : les ticks de prix utilisés (source, heure et prix), les données d'entrée de la formule et son résultat. Les ticks enregistrés ne peuvent qu'être complétés, jamais modifiés. Ouvrez la preuve d'un ordre réglé pour vérifier vous-même le calcul. Personne ne peut fixer, modifier ou retarder un résultat ou un prix.

## Vérification d'identité et limites

La vérification nécessite d'abord de lier une adresse e-mail et un numéro de mobile. Chaque décision d'examen est motivée.

- Sans vérification : les retraits ne sont pas disponibles.
- Lv1 de base (type de document, nom et numéro d'identité) : retraits jusqu'à l'équivalent de 200 BTC par période glissante de 24 heures.
- Lv2 avancée (photos du recto et du verso de votre document) : retraits jusqu'à l'équivalent de 500 BTC par période glissante de 24 heures.

## Dépôts et retraits

Vous disposez de votre propre adresse de dépôt pour chaque cryptomonnaie et chaque réseau ; n'envoyez que cette cryptomonnaie, sur ce réseau. Les déclarations de dépôt accompagnées d'un justificatif de paiement sont examinées par un opérateur, et chaque décision est motivée. Les retraits exigent votre mot de passe de paiement. Après un changement de mot de passe, de mot de passe de paiement, de 2FA, de numéro de mobile ou d'e-mail, les retraits sont bloqués pendant 24 heures, afin qu'un intrus ne puisse pas retirer immédiatement.

## Argent et enregistrements

Seul le grand livre en partie double fait circuler l'argent. Une correction par un opérateur est une écriture motivée, approuvée par un second opérateur et conservée dans un journal d'audit où l'on ne peut qu'ajouter des entrées.

## Protection des données

Nous conservons les informations nécessaires à la gestion de votre compte et à la vérification de votre identité. Les mots de passe ne sont stockés que sous forme hachée, et les journaux ne contiennent jamais de mots de passe ni de codes. Les images de vos pièces d'identité ne sont visibles que par vous et par les opérateurs qui examinent votre vérification.

## Pas de conseil en investissement

Les actualités et chiffres publiés sur Bourse sont des informations générales, et non des conseils en investissement, juridiques ou fiscaux. Vous êtes responsable de vos décisions et de vérifier que ces produits sont autorisés là où vous résidez. Questions : support@bourse.example.`,
  },
  spa: {
    title: 'Cumplimiento operativo y divulgación de riesgos',
    body: `Esta página explica los riesgos de los productos de Bourse, cómo funcionan las comisiones y las liquidaciones, los límites de su cuenta y cómo tratamos sus datos. Es información general, no asesoramiento de inversión, y nada en Bourse promete ni da a entender un rendimiento garantizado.

## Mercado simulado

Por defecto, Bourse funciona con un mercado simulado. Los precios proceden de un simulador de precios, no de un exchange real; toma una semilla nueva de una fuente aleatoria segura en cada arranque, de modo que nadie puede reproducirlo ni predecirlo, y todas las pantallas que los muestran llevan la insignia «mercado simulado». Los resultados en un mercado simulado no indican nada sobre los resultados en uno real. Cuando se conecta una fuente de precios real, la insignia deja de mostrarse.

## Riesgo general

Los precios de las criptomonedas y de las acciones pueden moverse con fuerza, y puede perder parte o la totalidad del dinero que invierta. Opere solo con dinero que pueda permitirse perder. Los resultados pasados no predicen los futuros.

## Trading al contado

Una operación al contado cambia un activo por otro al precio de mercado o a su precio límite. El valor de lo que compra puede bajar, y una orden limitada puede ejecutarse solo en parte o no ejecutarse.

## Futuros con apalancamiento

El apalancamiento multiplica tanto las ganancias como las pérdidas. La liquidación forzosa se decide y se salda al precio de marca: la mediana de los ticks registrados del mercado en los últimos 10 segundos (y nunca de menos de sus últimos 5 ticks), así que un solo tick anómalo no puede liquidar una posición. Si la tasa de riesgo al precio de marca cae hasta el nivel de liquidación forzosa de la posición, esta se cierra al precio de marca y puede perder todo el margen aportado. Ese nivel queda fijado en cada posición al abrirla (o al colocar su orden límite); un cambio posterior de las condiciones del mercado no lo modifica. Las pérdidas que superen el margen de la posición las cubre el fondo de seguro, por lo que su saldo no puede quedar en negativo. La toma de ganancias y el stop-loss se comprueban con el último precio (el tick registrado más reciente); un stop-loss puede limitar las pérdidas, pero en un mercado rápido puede cerrarse a un precio peor que el que fijó. La ganancia de una posición larga tiene un límite: se cierra sola cuando el último precio llega al doble de su precio de entrada. El apalancamiento de más de 20x requiere confirmar una sola vez que entiende su riesgo. La comisión de operación y, si corresponde, la comisión overnight se muestran antes de abrir una posición.

## Opciones por segundos

Las opciones por segundos son contratos de duración fija de alto riesgo. Usted elige una dirección y una duración. El precio de entrada es el último tick registrado cuando se acepta la orden; la orden se rechaza si ese tick tiene más de 10 segundos. El precio de liquidación es el último tick registrado a la hora de liquidación o antes (la hora de aceptación más la duración), y solo estos dos precios deciden el resultado. Si ese tick es más de 5 segundos anterior a la hora de liquidación (el flujo de precios se detuvo), la orden se anula y se le devuelven el importe y la comisión. Si el precio se movió en su contra, pierde la totalidad del importe; si no cambió (empate), se le devuelve el importe y se retiene la comisión. El ratio de pago y la comisión se muestran antes de confirmar. Los pagos salen de una cuenta del sistema con fondos, y no se aceptan nuevas órdenes cuando esa cuenta no tiene fondos.

## Acciones de EE. UU.

Los precios de las acciones solo se mueven durante el horario del mercado estadounidense, y la pantalla de órdenes indica cuándo puede ejecutarse una orden. Puede comprar acciones fraccionadas, de modo que con un importe pequeño adquiere parte de una acción; la fracción sube y baja en proporción al precio de la acción entera.

## Comisiones

Todas las comisiones provienen de la configuración del servidor, nunca de la aplicación de su dispositivo, y se muestran antes de que confirme. Las comisiones de retiro y los importes mínimos se fijan por moneda y por red, y aparecen en la pantalla de retiro. Las comisiones que ha pagado figuran en sus extractos.

## Cómo se demuestran las liquidaciones

Cada liquidación (una operación, una liquidación forzosa o el resultado de una opción) guarda su prueba: los ticks de precio utilizados (fuente, hora y precio), los datos de entrada de la fórmula y su resultado. Los ticks registrados solo admiten añadidos, nunca cambios. Abra la prueba de una orden liquidada para comprobar el cálculo usted mismo. Nadie puede fijar, cambiar ni retrasar un resultado o un precio.

## Verificación de identidad y límites

Para verificarse, primero debe vincular un correo electrónico y un número de móvil. Cada decisión de revisión incluye un motivo.

- Sin verificación: los retiros no están disponibles.
- Lv1 básica (tipo de documento, nombre y número de identificación): retiros de hasta el equivalente a 200 BTC cada 24 horas móviles.
- Lv2 avanzada (fotos del anverso y el reverso de su documento): retiros de hasta el equivalente a 500 BTC cada 24 horas móviles.

## Depósitos y retiros

Usted recibe su propia dirección de depósito para cada moneda y red; envíe solo esa moneda y por esa red. Las solicitudes de depósito con comprobante de pago las revisa un operador, y cada decisión registra un motivo. Los retiros requieren su contraseña de pago. Tras cambiar su contraseña, contraseña de pago, 2FA, número de móvil o correo electrónico, los retiros se bloquean durante 24 horas, para que un intruso no pueda retirar fondos de inmediato.

## Dinero y registros

Solo el libro contable de partida doble mueve dinero. La corrección de un operador es un asiento motivado, aprobado por un segundo operador y guardado en un registro de auditoría al que solo se pueden añadir entradas.

## Protección de datos

Conservamos la información necesaria para gestionar su cuenta y verificar su identidad. Las contraseñas se almacenan solo en forma de hash, y los registros del sistema nunca contienen contraseñas ni códigos. Las imágenes de sus documentos de identidad solo las pueden ver usted y los operadores que revisan su verificación.

## Sin asesoramiento de inversión

Las noticias y las cifras de Bourse son información general, no asesoramiento de inversión, legal ni fiscal. Usted es responsable de sus decisiones y de comprobar que estos productos están permitidos donde reside. Consultas: support@bourse.example.`,
  },
};

export const PAGES: Record<'aboutus' | 'contactus' | 'operational_compliance', Localized<SeedPage>> = {
  aboutus: ABOUT_US,
  contactus: CONTACT_US,
  operational_compliance: OPERATIONAL_COMPLIANCE,
};
