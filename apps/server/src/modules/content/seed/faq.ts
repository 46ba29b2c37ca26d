/**
 * Seeded FAQ, in the eight app languages. Every language states the same facts. Answer format:
 * plain text, paragraphs separated by one blank line, "- " starts a bullet item.
 */
import type { Localized, SeedFaq } from './types';

const REGISTER_AND_VERIFY: Localized<SeedFaq> = {
  en: {
    question: 'How do I register and verify my account?',
    answer: `Tap Register, enter your mobile number or email, request a one-time code and choose a password of more than six characters. If someone invited you, enter their invitation code.

Then open Settings and bind both your email and your mobile number: identity verification needs both. Verification has two levels:

- Lv1 basic: your document type (ID card, passport or driver's licence), name and ID number. Withdrawals up to the equivalent of 200 BTC per rolling 24 hours.
- Lv2 advanced: photos of the front and back of your document. Withdrawals up to the equivalent of 500 BTC per rolling 24 hours.

An operator reviews each submission. Its status shows as under review, verified or failed, and a failed review always states the reason. Without verification you cannot withdraw.`,
  },
  zh: {
    question: '如何注册并认证账户？',
    answer: `点击“注册”，输入手机号或邮箱，获取验证码，并设置一个超过六位的密码。如果有人邀请了您，请填写对方的邀请码。

然后打开“设置”，同时绑定邮箱和手机号：身份认证需要两者都已绑定。身份认证分为两级：

- Lv1 初级认证：证件类型（身份证、护照或驾驶证）、姓名和证件号码。每滚动 24 小时最多可提现相当于 200 BTC 的资产。
- Lv2 高级认证：证件正反面照片。每滚动 24 小时最多可提现相当于 500 BTC 的资产。

每次提交都由运营人员审核，状态显示为审核中、已认证或认证失败；认证失败时一定会说明原因。未完成认证则无法提现。`,
  },
  hk: {
    question: '如何註冊及認證帳戶？',
    answer: `點按「註冊」，輸入手機號碼或電郵，索取驗證碼，並設定一個多於六個字元的密碼。如有人邀請你，請填寫對方的邀請碼。

然後打開「設定」，同時綁定電郵及手機號碼：身份認證須兩者均已綁定。身份認證分為兩級：

- Lv1 基本認證：證件類型（身份證、護照或駕駛執照）、姓名及證件號碼。每滾動 24 小時最多可提取相當於 200 BTC 的資產。
- Lv2 進階認證：證件正反面相片。每滾動 24 小時最多可提取相當於 500 BTC 的資產。

每次提交均由營運人員審核，狀態會顯示為審核中、已認證或認證失敗；認證失敗時必定會註明原因。未完成認證則不能提款。`,
  },
  th: {
    question: 'สมัครและยืนยันตัวตนบัญชีอย่างไร',
    answer: `แตะ "สมัคร" กรอกเบอร์มือถือหรืออีเมล ขอรหัสยืนยันแบบใช้ครั้งเดียว และตั้งรหัสผ่านที่ยาวกว่าหกตัวอักษร หากมีผู้เชิญคุณ ให้กรอกรหัสเชิญของผู้นั้นด้วย

จากนั้นเปิด "ตั้งค่า" และผูกทั้งอีเมลและเบอร์มือถือ เพราะการยืนยันตัวตนต้องมีทั้งสองอย่าง การยืนยันตัวตนมีสองระดับ

- Lv1 ขั้นพื้นฐาน: ประเภทเอกสาร (บัตรประชาชน หนังสือเดินทาง หรือใบขับขี่) ชื่อ และเลขประจำตัว ถอนได้สูงสุดเทียบเท่า 200 BTC ต่อ 24 ชั่วโมงล่าสุด
- Lv2 ขั้นสูง: ภาพถ่ายด้านหน้าและด้านหลังของเอกสาร ถอนได้สูงสุดเทียบเท่า 500 BTC ต่อ 24 ชั่วโมงล่าสุด

ผู้ดูแลระบบจะตรวจสอบทุกคำขอ สถานะจะแสดงเป็น กำลังตรวจสอบ ยืนยันแล้ว หรือไม่ผ่าน และหากไม่ผ่านจะมีเหตุผลแจ้งเสมอ หากยังไม่ยืนยันตัวตนจะถอนไม่ได้`,
  },
  jp: {
    question: 'アカウントの登録と本人確認はどうすればよいですか？',
    answer: `「登録」をタップし、携帯電話番号またはメールアドレスを入力してワンタイムコードを取得し、7 文字以上のパスワードを設定してください。招待を受けた場合は、招待コードも入力してください。

次に「設定」を開き、メールアドレスと携帯電話番号の両方を登録します。本人確認には両方の登録が必要です。本人確認には 2 つのレベルがあります。

- Lv1 基本認証：書類の種類（身分証明書、パスポート、運転免許証）、氏名、ID 番号。直近 24 時間あたり 200 BTC 相当まで出金できます。
- Lv2 上級認証：書類の表面と裏面の写真。直近 24 時間あたり 500 BTC 相当まで出金できます。

提出内容はすべて運営者が審査します。状態は「審査中」「認証済み」「不承認」のいずれかで表示され、不承認の場合は必ず理由が示されます。本人確認が完了するまで出金はできません。`,
  },
  kor: {
    question: '회원가입과 본인 인증은 어떻게 하나요?',
    answer: `'회원가입'을 누르고 휴대폰 번호나 이메일을 입력한 뒤 인증 코드를 받고, 7자 이상의 비밀번호를 설정하세요. 초대를 받았다면 초대 코드도 입력하세요.

그다음 '설정'에서 이메일과 휴대폰 번호를 모두 연결하세요. 본인 인증을 하려면 둘 다 필요합니다. 본인 인증은 두 단계로 나뉩니다.

- Lv1 기본 인증: 신분증 종류(신분증, 여권, 운전면허증), 이름, 신분증 번호. 최근 24시간 기준 200 BTC 상당까지 출금할 수 있습니다.
- Lv2 고급 인증: 신분증 앞면과 뒷면 사진. 최근 24시간 기준 500 BTC 상당까지 출금할 수 있습니다.

제출한 내용은 운영자가 검토합니다. 상태는 심사 중, 인증 완료, 인증 실패 중 하나로 표시되며, 실패한 경우 항상 사유가 안내됩니다. 인증하지 않으면 출금할 수 없습니다.`,
  },
  fra: {
    question: 'Comment créer et vérifier mon compte ?',
    answer: `Touchez S'inscrire, saisissez votre numéro de mobile ou votre e-mail, demandez un code à usage unique et choisissez un mot de passe de plus de six caractères. Si quelqu'un vous a invité, saisissez son code de parrainage.

Ouvrez ensuite les Paramètres et liez à la fois votre e-mail et votre numéro de mobile : la vérification d'identité exige les deux. La vérification comporte deux niveaux :

- Lv1 de base : type de document (carte d'identité, passeport ou permis de conduire), nom et numéro d'identité. Retraits jusqu'à l'équivalent de 200 BTC par période glissante de 24 heures.
- Lv2 avancée : photos du recto et du verso de votre document. Retraits jusqu'à l'équivalent de 500 BTC par période glissante de 24 heures.

Un opérateur examine chaque demande. Son statut s'affiche comme en cours d'examen, vérifié ou refusé, et un refus indique toujours sa raison. Sans vérification, vous ne pouvez pas effectuer de retrait.`,
  },
  spa: {
    question: '¿Cómo me registro y verifico mi cuenta?',
    answer: `Toque Registrarse, introduzca su número de móvil o su correo electrónico, solicite un código de un solo uso y elija una contraseña de más de seis caracteres. Si alguien le invitó, introduzca su código de invitación.

Después abra Ajustes y vincule tanto su correo como su número de móvil: la verificación de identidad necesita ambos. La verificación tiene dos niveles:

- Lv1 básica: tipo de documento (documento de identidad, pasaporte o permiso de conducir), nombre y número de identificación. Retiros de hasta el equivalente a 200 BTC cada 24 horas móviles.
- Lv2 avanzada: fotos del anverso y el reverso de su documento. Retiros de hasta el equivalente a 500 BTC cada 24 horas móviles.

Un operador revisa cada solicitud. Su estado aparece como en revisión, verificada o rechazada, y un rechazo siempre indica el motivo. Sin verificación no puede retirar fondos.`,
  },
};

const ONE_TIME_CODE: Localized<SeedFaq> = {
  en: {
    question: 'How does the one-time code work?',
    answer: `When you register, reset a password or change a security setting, we send a 6-digit code by SMS or email.

- The code is valid for 10 minutes and can be used once.
- You have 5 attempts to enter it. After the fifth wrong entry, request a new code.
- You can ask for a new code 60 seconds after the previous one was sent.

Never share a code with anyone. Bourse staff will never ask you for it.`,
  },
  zh: {
    question: '验证码如何使用？',
    answer: `在注册、重置密码或修改安全设置时，我们会通过短信或邮件向您发送 6 位数字验证码。

- 验证码 10 分钟内有效，且只能使用一次。
- 每个验证码最多可尝试输入 5 次；第 5 次输错后，请重新获取。
- 发送验证码 60 秒后才能再次获取。

切勿把验证码告诉任何人。Bourse 工作人员绝不会向您索要验证码。`,
  },
  hk: {
    question: '驗證碼如何運作？',
    answer: `在註冊、重設密碼或更改安全設定時，我們會透過短訊或電郵向你發送 6 位數字驗證碼。

- 驗證碼在 10 分鐘內有效，並只可使用一次。
- 每個驗證碼最多可嘗試輸入 5 次；第 5 次輸入錯誤後，請重新索取。
- 發送驗證碼 60 秒後才可再次索取。

切勿把驗證碼告訴任何人。Bourse 職員絕不會向你索取驗證碼。`,
  },
  th: {
    question: 'รหัสยืนยันแบบใช้ครั้งเดียวทำงานอย่างไร',
    answer: `เมื่อคุณสมัคร รีเซ็ตรหัสผ่าน หรือเปลี่ยนการตั้งค่าความปลอดภัย เราจะส่งรหัสตัวเลข 6 หลักทาง SMS หรืออีเมล

- รหัสมีอายุ 10 นาทีและใช้ได้ครั้งเดียว
- คุณกรอกรหัสได้ 5 ครั้ง หากกรอกผิดครบ 5 ครั้ง โปรดขอรหัสใหม่
- คุณขอรหัสใหม่ได้เมื่อผ่านไป 60 วินาทีนับจากการส่งครั้งก่อน

อย่าบอกรหัสนี้กับใคร เจ้าหน้าที่ของ Bourse จะไม่ขอรหัสจากคุณ`,
  },
  jp: {
    question: 'ワンタイムコードの仕組みは？',
    answer: `登録、パスワードの再設定、セキュリティ設定の変更の際に、SMS またはメールで 6 桁の数字のコードをお送りします。

- コードの有効期限は 10 分で、使用できるのは 1 回だけです。
- 入力できるのは 5 回までです。5 回目も誤った場合は、新しいコードを取得してください。
- 新しいコードは、前回の送信から 60 秒後に取得できます。

コードは誰にも教えないでください。Bourse のスタッフがコードをお尋ねすることは決してありません。`,
  },
  kor: {
    question: '일회용 인증 코드는 어떻게 사용하나요?',
    answer: `회원가입, 비밀번호 재설정, 보안 설정 변경 시 문자 메시지나 이메일로 6자리 숫자 코드를 보내 드립니다.

- 코드는 10분 동안 유효하며 한 번만 사용할 수 있습니다.
- 입력은 5번까지 시도할 수 있습니다. 다섯 번째도 틀리면 새 코드를 요청하세요.
- 새 코드는 이전 코드를 보낸 지 60초가 지나면 요청할 수 있습니다.

코드는 누구에게도 알려 주지 마세요. Bourse 직원은 절대로 코드를 묻지 않습니다.`,
  },
  fra: {
    question: 'Comment fonctionne le code à usage unique ?',
    answer: `Lorsque vous vous inscrivez, réinitialisez un mot de passe ou modifiez un réglage de sécurité, nous vous envoyons un code à 6 chiffres par SMS ou par e-mail.

- Le code est valable 10 minutes et ne peut servir qu'une fois.
- Vous disposez de 5 tentatives pour le saisir. Après la cinquième erreur, demandez un nouveau code.
- Vous pouvez demander un nouveau code 60 secondes après l'envoi du précédent.

Ne communiquez jamais un code à qui que ce soit. Le personnel de Bourse ne vous le demandera jamais.`,
  },
  spa: {
    question: '¿Cómo funciona el código de un solo uso?',
    answer: `Cuando se registra, restablece una contraseña o cambia un ajuste de seguridad, le enviamos un código de 6 dígitos por SMS o correo electrónico.

- El código es válido durante 10 minutos y solo se puede usar una vez.
- Tiene 5 intentos para introducirlo. Tras el quinto error, solicite un código nuevo.
- Puede pedir un código nuevo 60 segundos después de que se enviara el anterior.

Nunca comparta un código con nadie. El personal de Bourse nunca se lo pedirá.`,
  },
};

const DEPOSIT: Localized<SeedFaq> = {
  en: {
    question: 'How do I deposit?',
    answer: `Open Assets, choose Deposit, then pick the coin and the network. You get your own deposit address for each coin and network; it belongs to your account alone.

Send only that coin, and only over the network you chose. Coins sent over another network, or another coin sent to the address, may be lost.

Where the deposit page asks for a claim, submit the amount and an image of your payment voucher. An operator reviews every claim and records a reason for each decision, which you can see in your deposit records.`,
  },
  zh: {
    question: '如何充值？',
    answer: `打开“资产”，选择“充值”，再选择币种和网络。每个币种和网络都会为您分配专属充值地址，该地址只属于您的账户。

请只充值该币种，并且只使用您所选的网络。通过其他网络转入的币，或转入该地址的其他币种，可能无法找回。

如充值页面要求提交充值申请，请填写金额并上传付款凭证图片。每一笔申请都由运营人员审核，每项决定都会记录理由，您可以在充值记录中查看。`,
  },
  hk: {
    question: '如何存款？',
    answer: `打開「資產」，選擇「存款」，再選擇幣種及網絡。每種幣種及網絡都會為你提供專屬存款地址，該地址只屬於你的帳戶。

請只存入該幣種，並只使用你所選的網絡。經其他網絡轉入的幣，或轉入該地址的其他幣種，可能無法取回。

如存款頁面要求提交存款申報，請填寫金額並上載付款憑證圖片。每宗申報均由營運人員審核，每項決定都會記錄理由，你可在存款紀錄中查看。`,
  },
  th: {
    question: 'ฝากเงินอย่างไร',
    answer: `เปิด "สินทรัพย์" เลือก "ฝาก" แล้วเลือกเหรียญและเครือข่าย คุณจะได้รับที่อยู่ฝากของคุณเองสำหรับแต่ละเหรียญและเครือข่าย ซึ่งเป็นของบัญชีคุณเพียงผู้เดียว

ส่งเฉพาะเหรียญนั้น และผ่านเครือข่ายที่คุณเลือกเท่านั้น เหรียญที่ส่งผ่านเครือข่ายอื่น หรือเหรียญอื่นที่ส่งมายังที่อยู่นี้ อาจสูญหายได้

หากหน้าฝากขอให้ยื่นคำขอ ให้กรอกจำนวนเงินและแนบภาพหลักฐานการชำระเงิน ผู้ดูแลระบบจะตรวจสอบทุกคำขอและบันทึกเหตุผลของทุกการตัดสินใจ ซึ่งคุณดูได้ในประวัติการฝาก`,
  },
  jp: {
    question: '入金方法を教えてください',
    answer: `「資産」を開いて「入金」を選び、コインとネットワークを選択します。コイン・ネットワークごとにお客様専用の入金アドレスが発行され、そのアドレスはお客様のアカウントだけのものです。

送るのはそのコインだけ、使うのは選択したネットワークだけにしてください。別のネットワークで送ったコインや、このアドレスに送られた別のコインは失われる可能性があります。

入金ページで申請を求められた場合は、金額と支払証明の画像を提出してください。申請はすべて運営者が審査し、判断ごとに理由を記録します。理由は入金履歴で確認できます。`,
  },
  kor: {
    question: '입금은 어떻게 하나요?',
    answer: `'자산'에서 '입금'을 선택한 뒤 코인과 네트워크를 고르세요. 코인과 네트워크마다 본인 전용 입금 주소가 발급되며, 이 주소는 회원님의 계정에만 속합니다.

해당 코인만, 그리고 선택한 네트워크로만 보내세요. 다른 네트워크로 보낸 코인이나 이 주소로 보낸 다른 코인은 잃을 수 있습니다.

입금 페이지에서 신청을 요구하는 경우, 금액과 결제 증빙 이미지를 제출하세요. 모든 신청은 운영자가 검토하며 결정마다 사유를 기록하고, 그 사유는 입금 내역에서 확인할 수 있습니다.`,
  },
  fra: {
    question: 'Comment effectuer un dépôt ?',
    answer: `Ouvrez Actifs, choisissez Dépôt, puis sélectionnez la cryptomonnaie et le réseau. Vous disposez de votre propre adresse de dépôt pour chaque cryptomonnaie et chaque réseau ; elle n'appartient qu'à votre compte.

N'envoyez que cette cryptomonnaie, et uniquement sur le réseau choisi. Des fonds envoyés sur un autre réseau, ou une autre cryptomonnaie envoyée à cette adresse, peuvent être perdus.

Lorsque la page de dépôt demande une déclaration, indiquez le montant et joignez une image de votre justificatif de paiement. Un opérateur examine chaque déclaration et consigne la raison de chaque décision, visible dans votre historique de dépôts.`,
  },
  spa: {
    question: '¿Cómo hago un depósito?',
    answer: `Abra Activos, elija Depositar y seleccione la moneda y la red. Usted recibe su propia dirección de depósito para cada moneda y red; pertenece solo a su cuenta.

Envíe solo esa moneda y únicamente por la red elegida. Las monedas enviadas por otra red, o una moneda distinta enviada a esa dirección, pueden perderse.

Cuando la página de depósito le pida una solicitud, indique el importe y adjunte una imagen de su comprobante de pago. Un operador revisa cada solicitud y registra el motivo de cada decisión, que puede consultar en su historial de depósitos.`,
  },
};

const WITHDRAW: Localized<SeedFaq> = {
  en: {
    question: 'How do I withdraw?',
    answer: `First add a withdrawal address in Settings (for fiat, a bank card). Then open Assets, choose Withdraw, select the coin, network and address, and enter the amount. Before you confirm, the screen shows the fee, the minimum withdrawal and the amount you will receive. Confirm with your pay password.

- Withdrawals need identity verification: Lv1 allows up to the equivalent of 200 BTC per rolling 24 hours, Lv2 up to 500 BTC.
- After you change your password, pay password, 2FA, mobile number or email, withdrawals are locked for 24 hours. This protects you if someone else made the change.`,
  },
  zh: {
    question: '如何提现？',
    answer: `请先在“设置”中添加提现地址（法币提现则添加银行卡）。然后打开“资产”，选择“提现”，选择币种、网络和地址，并输入金额。确认前，页面会显示手续费、最低提现金额和实际到账金额。最后输入资金密码确认。

- 提现需要完成身份认证：Lv1 每滚动 24 小时最多可提现相当于 200 BTC 的资产，Lv2 最多 500 BTC。
- 修改登录密码、资金密码、2FA、手机号或邮箱后，提现将锁定 24 小时。这样即使有他人做了修改，您的资金也能得到保护。`,
  },
  hk: {
    question: '如何提款？',
    answer: `請先在「設定」中新增提款地址（法幣提款則新增銀行卡）。然後打開「資產」，選擇「提款」，選擇幣種、網絡及地址，並輸入金額。確認前，頁面會顯示手續費、最低提款金額及實際到帳金額。最後輸入資金密碼確認。

- 提款須完成身份認證：Lv1 每滾動 24 小時最多可提取相當於 200 BTC 的資產，Lv2 最多 500 BTC。
- 更改登入密碼、資金密碼、2FA、手機號碼或電郵後，提款會鎖定 24 小時。即使有他人作出更改，你的資金亦能受到保障。`,
  },
  th: {
    question: 'ถอนเงินอย่างไร',
    answer: `ก่อนอื่นให้เพิ่มที่อยู่สำหรับถอนใน "ตั้งค่า" (สำหรับเงินเฟียต ให้เพิ่มบัญชีธนาคาร) จากนั้นเปิด "สินทรัพย์" เลือก "ถอน" เลือกเหรียญ เครือข่าย และที่อยู่ แล้วกรอกจำนวน ก่อนยืนยัน หน้าจอจะแสดงค่าธรรมเนียม ยอดถอนขั้นต่ำ และจำนวนที่คุณจะได้รับ ยืนยันด้วยรหัสผ่านการชำระเงิน

- การถอนต้องยืนยันตัวตน: Lv1 ถอนได้สูงสุดเทียบเท่า 200 BTC ต่อ 24 ชั่วโมงล่าสุด และ Lv2 สูงสุด 500 BTC
- หลังจากคุณเปลี่ยนรหัสผ่าน รหัสผ่านการชำระเงิน 2FA เบอร์มือถือ หรืออีเมล การถอนจะถูกล็อก 24 ชั่วโมง เพื่อปกป้องคุณในกรณีที่ผู้อื่นเป็นผู้เปลี่ยน`,
  },
  jp: {
    question: '出金方法を教えてください',
    answer: `まず「設定」で出金先アドレスを追加します（法定通貨の場合は銀行口座を登録します）。次に「資産」を開いて「出金」を選び、コイン、ネットワーク、アドレスを選択して金額を入力します。確認前の画面に、手数料、最低出金額、受取額が表示されます。資金パスワードを入力して確定してください。

- 出金には本人確認が必要です。Lv1 は直近 24 時間あたり 200 BTC 相当まで、Lv2 は 500 BTC 相当まで出金できます。
- ログインパスワード、資金パスワード、2FA、携帯電話番号、メールアドレスを変更した後 24 時間は、出金がロックされます。第三者が変更した場合にお客様の資産を守るための措置です。`,
  },
  kor: {
    question: '출금은 어떻게 하나요?',
    answer: `먼저 '설정'에서 출금 주소를 추가하세요(법정화폐는 은행 계좌를 추가합니다). 그다음 '자산'에서 '출금'을 선택하고 코인, 네트워크, 주소를 고른 뒤 금액을 입력하세요. 확인 전에 화면에 수수료, 최소 출금액, 실제 수령액이 표시됩니다. 자금 비밀번호로 확인하세요.

- 출금하려면 본인 인증이 필요합니다. Lv1은 최근 24시간 기준 200 BTC 상당까지, Lv2는 500 BTC 상당까지 출금할 수 있습니다.
- 로그인 비밀번호, 자금 비밀번호, 2FA, 휴대폰 번호, 이메일을 변경하면 24시간 동안 출금이 잠깁니다. 다른 사람이 변경한 경우에도 회원님의 자산을 보호하기 위한 조치입니다.`,
  },
  fra: {
    question: 'Comment effectuer un retrait ?',
    answer: `Ajoutez d'abord une adresse de retrait dans les Paramètres (pour la monnaie fiduciaire, une carte bancaire). Ouvrez ensuite Actifs, choisissez Retrait, sélectionnez la cryptomonnaie, le réseau et l'adresse, puis saisissez le montant. Avant la confirmation, l'écran affiche les frais, le montant minimum de retrait et le montant que vous recevrez. Confirmez avec votre mot de passe de paiement.

- Les retraits exigent une vérification d'identité : le Lv1 permet jusqu'à l'équivalent de 200 BTC par période glissante de 24 heures, le Lv2 jusqu'à 500 BTC.
- Après un changement de mot de passe, de mot de passe de paiement, de 2FA, de numéro de mobile ou d'e-mail, les retraits sont bloqués pendant 24 heures. Cela vous protège si quelqu'un d'autre a effectué ce changement.`,
  },
  spa: {
    question: '¿Cómo hago un retiro?',
    answer: `Primero añada una dirección de retiro en Ajustes (para moneda fiduciaria, una tarjeta bancaria). Después abra Activos, elija Retirar, seleccione la moneda, la red y la dirección, e introduzca el importe. Antes de confirmar, la pantalla muestra la comisión, el retiro mínimo y el importe que recibirá. Confirme con su contraseña de pago.

- Los retiros requieren verificación de identidad: Lv1 permite hasta el equivalente a 200 BTC cada 24 horas móviles, y Lv2 hasta 500 BTC.
- Tras cambiar su contraseña, contraseña de pago, 2FA, número de móvil o correo electrónico, los retiros se bloquean durante 24 horas. Así se le protege si otra persona hizo el cambio.`,
  },
};

const TRANSFER: Localized<SeedFaq> = {
  en: {
    question: 'How do I move funds between my accounts?',
    answer: `Your assets are kept in separate account books: exchange (spot), futures, options and fiat. Each product uses its own book.

To move funds, open Assets, choose Transfer, pick the book to move from and the book to move to, then the coin and the amount, and confirm. If a fee applies, it is shown before you confirm. Every transfer appears in your transfer history and your bills.`,
  },
  zh: {
    question: '如何在账户之间划转资金？',
    answer: `您的资产分别存放在不同的账户中：币币（现货）账户、合约账户、期权账户和法币账户。每种产品使用各自的账户。

如需划转资金，请打开“资产”，选择“划转”，选择转出账户和转入账户，再选择币种并输入数量后确认。如有手续费，会在确认前显示。每一笔划转都会出现在划转记录和账单中。`,
  },
  hk: {
    question: '如何在帳戶之間轉帳？',
    answer: `你的資產分別存放在不同的帳戶：幣幣（現貨）帳戶、合約帳戶、期權帳戶及法幣帳戶。每種產品使用各自的帳戶。

如需轉帳，請打開「資產」，選擇「轉帳」，選擇轉出帳戶及轉入帳戶，再選擇幣種並輸入數量後確認。如有手續費，會在確認前顯示。每筆轉帳都會顯示在轉帳紀錄及帳單中。`,
  },
  th: {
    question: 'โอนเงินระหว่างบัญชีของฉันอย่างไร',
    answer: `สินทรัพย์ของคุณแยกเก็บไว้ในบัญชีย่อยต่าง ๆ ได้แก่ บัญชีแลกเปลี่ยน (สปอต) บัญชีฟิวเจอร์ส บัญชีออปชัน และบัญชีเฟียต แต่ละผลิตภัณฑ์ใช้บัญชีของตนเอง

หากต้องการโอน ให้เปิด "สินทรัพย์" เลือก "โอน" เลือกบัญชีต้นทางและบัญชีปลายทาง จากนั้นเลือกเหรียญและจำนวน แล้วยืนยัน หากมีค่าธรรมเนียมจะแสดงก่อนคุณยืนยัน ทุกการโอนจะปรากฏในประวัติการโอนและรายการบัญชีของคุณ`,
  },
  jp: {
    question: '口座間で資金を移動するには？',
    answer: `お客様の資産は、現物（取引所）口座、先物口座、オプション口座、法定通貨口座に分けて管理されています。各商品はそれぞれの口座を使います。

資金を移動するには、「資産」を開いて「振替」を選び、振替元と振替先の口座、コイン、数量を選んで確定します。手数料がかかる場合は、確定前に表示されます。すべての振替は振替履歴と取引明細に記録されます。`,
  },
  kor: {
    question: '계정 간에 자금을 옮기려면 어떻게 하나요?',
    answer: `자산은 거래소(현물) 계정, 선물 계정, 옵션 계정, 법정화폐 계정으로 나뉘어 보관됩니다. 각 상품은 자기 계정을 사용합니다.

자금을 옮기려면 '자산'에서 '이체'를 선택하고, 보내는 계정과 받는 계정, 코인과 수량을 고른 뒤 확인하세요. 수수료가 있으면 확인 전에 표시됩니다. 모든 이체는 이체 내역과 거래 내역에 남습니다.`,
  },
  fra: {
    question: 'Comment transférer des fonds entre mes comptes ?',
    answer: `Vos actifs sont répartis dans des comptes distincts : échange (comptant), contrats à terme, options et monnaie fiduciaire. Chaque produit utilise son propre compte.

Pour transférer des fonds, ouvrez Actifs, choisissez Transfert, sélectionnez le compte de départ et le compte d'arrivée, puis la cryptomonnaie et le montant, et confirmez. Si des frais s'appliquent, ils sont affichés avant la confirmation. Chaque transfert figure dans votre historique de transferts et dans vos relevés.`,
  },
  spa: {
    question: '¿Cómo muevo fondos entre mis cuentas?',
    answer: `Sus activos se guardan en cuentas separadas: exchange (al contado), futuros, opciones y moneda fiduciaria. Cada producto usa su propia cuenta.

Para mover fondos, abra Activos, elija Transferir, seleccione la cuenta de origen y la de destino, después la moneda y el importe, y confirme. Si se aplica una comisión, se muestra antes de confirmar. Cada transferencia aparece en su historial de transferencias y en sus extractos.`,
  },
};

const SIMULATED_MARKET: Localized<SeedFaq> = {
  en: {
    question: 'What is the simulated market?',
    answer: `By default Bourse runs on a simulated market. Prices come from a price simulator with realistic movement, including US stock market hours, rather than from a real exchange. The simulator draws a new seed from a secure random source at every start, so nobody can replay or predict its prices. Screens that show these prices carry a "simulated market" badge.

Orders, settlements and proofs work exactly as they would with a real price source: outcomes come only from the feed, and each settlement stores the ticks it used. Simulated prices are not real quotes, and results on a simulated market say nothing about results on a real one.`,
  },
  zh: {
    question: '什么是模拟行情？',
    answer: `Bourse 默认运行在模拟行情上。价格来自价格模拟器，其波动贴近真实（包括美股交易时段），而不是来自真实交易所。模拟器每次启动时都从安全随机源重新取种子，因此任何人都无法重放或预测其价格。显示这些价格的页面均带有“模拟行情”标识。

订单、结算和结算证明的运作方式与接入真实价格源时完全相同：结果只来自价格源，每次结算都会保存所用的价格数据。模拟价格不是真实报价，模拟行情中的结果也不代表真实市场中的结果。`,
  },
  hk: {
    question: '甚麼是模擬市場？',
    answer: `Bourse 預設以模擬市場運作。價格來自價格模擬器，其波動貼近真實（包括美股交易時段），而非來自真實交易所。模擬器每次啟動時都從安全隨機來源重新取得種子，因此任何人都無法重播或預測其價格。顯示這些價格的頁面均附有「模擬市場」標示。

訂單、結算及結算證明的運作方式，與接駁真實價格來源時完全相同：結果只取決於價格來源，每次結算都會保存所用的價格數據。模擬價格並非真實報價，模擬市場中的結果亦不代表真實市場的結果。`,
  },
  th: {
    question: 'ตลาดจำลองคืออะไร',
    answer: `โดยค่าเริ่มต้น Bourse ทำงานบนตลาดจำลอง ราคามาจากตัวจำลองราคาซึ่งเคลื่อนไหวอย่างสมจริง รวมถึงช่วงเวลาทำการของตลาดหุ้นสหรัฐฯ ไม่ได้มาจากตลาดแลกเปลี่ยนจริง ตัวจำลองจะสุ่ม seed ใหม่จากแหล่งสุ่มที่ปลอดภัยทุกครั้งที่เริ่มระบบ จึงไม่มีใครเล่นซ้ำหรือคาดเดาราคาได้ หน้าจอที่แสดงราคาเหล่านี้จะมีป้าย "ตลาดจำลอง" กำกับ

คำสั่งซื้อขาย การชำระราคา และหลักฐาน ทำงานเหมือนกับเมื่อใช้แหล่งราคาจริงทุกประการ ผลลัพธ์มาจากฟีดราคาเท่านั้น และการชำระราคาทุกครั้งจะเก็บข้อมูลราคาที่ใช้ไว้ ราคาจำลองไม่ใช่ราคาจริง และผลลัพธ์ในตลาดจำลองไม่ได้บ่งบอกถึงผลลัพธ์ในตลาดจริง`,
  },
  jp: {
    question: 'シミュレーション相場とは何ですか？',
    answer: `Bourse は初期設定でシミュレーション相場で動作します。価格は実在の取引所ではなく価格シミュレーターから生成され、米国株の取引時間も含めて現実的に値動きします。シミュレーターは起動のたびに安全な乱数源から新しいシードを取るため、誰も価格を再現・予測できません。これらの価格を表示する画面には「シミュレーション相場」バッジが表示されます。

注文、決済、証明の仕組みは、実際の価格ソースを使う場合とまったく同じです。結果は価格フィードだけで決まり、すべての決済に使用したティックが保存されます。シミュレーション価格は実際の相場ではなく、シミュレーション相場での結果は実際の市場での結果を示すものではありません。`,
  },
  kor: {
    question: '모의 시장이란 무엇인가요?',
    answer: `Bourse는 기본적으로 모의 시장에서 운영됩니다. 가격은 실제 거래소가 아니라 가격 시뮬레이터에서 생성되며, 미국 주식 거래 시간을 포함해 현실적으로 움직입니다. 시뮬레이터는 시작할 때마다 안전한 난수원에서 새 시드를 받으므로 누구도 가격을 재현하거나 예측할 수 없습니다. 이 가격을 보여 주는 화면에는 '모의 시장' 배지가 표시됩니다.

주문, 정산, 증명은 실제 가격 소스를 쓸 때와 똑같이 작동합니다. 결과는 오직 가격 피드로 결정되고, 모든 정산에는 사용된 틱이 저장됩니다. 모의 가격은 실제 시세가 아니며, 모의 시장에서의 결과는 실제 시장에서의 결과를 의미하지 않습니다.`,
  },
  fra: {
    question: "Qu'est-ce que le marché simulé ?",
    answer: `Par défaut, Bourse fonctionne sur un marché simulé. Les prix proviennent d'un simulateur de prix aux mouvements réalistes, qui respecte les heures d'ouverture du marché boursier américain, et non d'une plateforme d'échange réelle. Le simulateur tire une nouvelle graine d'une source aléatoire sûre à chaque démarrage : personne ne peut rejouer ni prédire ses prix. Les écrans qui affichent ces prix portent le badge « marché simulé ».

Les ordres, les règlements et les preuves fonctionnent exactement comme avec une source de prix réelle : les résultats proviennent uniquement du flux de prix, et chaque règlement conserve les ticks utilisés. Les prix simulés ne sont pas de vraies cotations, et les résultats sur un marché simulé ne disent rien des résultats sur un marché réel.`,
  },
  spa: {
    question: '¿Qué es el mercado simulado?',
    answer: `Por defecto, Bourse funciona con un mercado simulado. Los precios proceden de un simulador de precios con movimientos realistas que incluyen el horario de la bolsa estadounidense, y no de un exchange real. El simulador toma una semilla nueva de una fuente aleatoria segura en cada arranque, de modo que nadie puede reproducir ni predecir sus precios. Las pantallas que muestran estos precios llevan la insignia «mercado simulado».

Las órdenes, las liquidaciones y las pruebas funcionan exactamente igual que con una fuente de precios real: los resultados proceden únicamente del flujo de precios, y cada liquidación guarda los ticks que utilizó. Los precios simulados no son cotizaciones reales, y los resultados en un mercado simulado no indican nada sobre los resultados en uno real.`,
  },
};

const SETTLEMENT_PROOF: Localized<SeedFaq> = {
  en: {
    question: 'How can I check a settlement proof?',
    answer: `Open the order from your history (a closed position or a seconds option, for example) and open its settlement proof. It shows:

- the price ticks used, each with its source, time and price;
- the formula's inputs, such as entry price, amount, leverage, payout ratio and fee;
- the result.

You can recompute the result yourself from these figures, and open every price recorded around the entry and the close from the proof to find its ticks among them. Recorded ticks are append-only, and no one can change them. If something does not add up, write to support@bourse.example with the order number.`,
  },
  zh: {
    question: '如何查看结算证明？',
    answer: `在历史记录中打开相应订单（例如已平仓的仓位或秒合约），再打开它的结算证明。证明中包含：

- 所用的价格数据，每条都有来源、时间和价格；
- 公式的输入值，例如开仓价格、数量、杠杆倍数、赔付比例和手续费；
- 计算结果。

您可以根据这些数据自行重新计算结果，也可以从证明中打开开仓和结算前后记录的所有价格，在其中找到证明引用的记录。已记录的价格数据只能追加，任何人都无法修改。如果发现数据对不上，请将订单号发送至 support@bourse.example。`,
  },
  hk: {
    question: '如何查看結算證明？',
    answer: `在歷史紀錄中打開相關訂單（例如已平倉的倉位或秒合約），再打開它的結算證明。證明包括：

- 所用的價格數據，每項均附有來源、時間及價格；
- 公式的輸入值，例如開倉價格、數量、槓桿倍數、賠付比率及手續費；
- 計算結果。

你可以根據這些數據自行重新計算結果，亦可從證明打開開倉及結算前後記錄的所有價格，在其中找到證明引用的記錄。已記錄的價格數據只可追加，任何人都不能修改。如發現數字不符，請連同訂單編號電郵至 support@bourse.example。`,
  },
  th: {
    question: 'ตรวจสอบหลักฐานการชำระราคาได้อย่างไร',
    answer: `เปิดคำสั่งจากประวัติของคุณ (เช่น สถานะที่ปิดแล้ว หรือออปชันรายวินาที) แล้วเปิดหลักฐานการชำระราคา ซึ่งแสดง

- ข้อมูลราคา (tick) ที่ใช้ แต่ละรายการมีแหล่งที่มา เวลา และราคา
- ค่าที่ใส่ในสูตร เช่น ราคาเข้า จำนวน เลเวอเรจ อัตราการจ่าย และค่าธรรมเนียม
- ผลลัพธ์

คุณสามารถคำนวณผลลัพธ์ซ้ำได้เองจากตัวเลขเหล่านี้ และเปิดราคาทั้งหมดที่บันทึกไว้ช่วงการเข้าและการชำระจากหลักฐาน เพื่อหารายการที่หลักฐานอ้างถึงในนั้น ข้อมูลราคาที่บันทึกแล้วเพิ่มต่อท้ายได้เท่านั้น และไม่มีใครแก้ไขได้ หากตัวเลขไม่ตรงกัน โปรดส่งหมายเลขคำสั่งมาที่ support@bourse.example`,
  },
  jp: {
    question: '決済証明はどのように確認できますか？',
    answer: `履歴から対象の注文（決済済みのポジション、秒オプションなど）を開き、決済証明を開いてください。次の内容が表示されます。

- 使用した価格ティック（それぞれのソース、時刻、価格）
- 計算式の入力値（エントリー価格、数量、レバレッジ、ペイアウト率、手数料など）
- 結果

これらの数値から、結果をご自身で再計算できます。証明から開始と決済の前後に記録されたすべての価格を開き、その中に証明のティックを見つけることもできます。記録されたティックは追記のみ可能で、誰も変更できません。計算が合わない場合は、注文番号を添えて support@bourse.example までご連絡ください。`,
  },
  kor: {
    question: '정산 증명은 어떻게 확인하나요?',
    answer: `내역에서 해당 주문(예: 종료된 포지션, 초단위 옵션)을 열고 정산 증명을 여세요. 다음 내용이 표시됩니다.

- 사용된 가격 틱과 각각의 출처, 시각, 가격
- 진입 가격, 수량, 레버리지, 지급 비율, 수수료 등 공식의 입력값
- 결과

이 수치로 결과를 직접 다시 계산할 수 있으며, 증명에서 진입과 정산 전후에 기록된 모든 가격을 열어 그중에서 증명의 틱을 찾을 수도 있습니다. 기록된 틱은 추가만 가능하며 누구도 수정할 수 없습니다. 계산이 맞지 않으면 주문 번호와 함께 support@bourse.example로 문의하세요.`,
  },
  fra: {
    question: 'Comment vérifier une preuve de règlement ?',
    answer: `Ouvrez l'ordre depuis votre historique (par exemple une position clôturée ou une option à la seconde), puis ouvrez sa preuve de règlement. Elle indique :

- les ticks de prix utilisés, chacun avec sa source, son heure et son prix ;
- les données d'entrée de la formule, comme le prix d'entrée, le montant, l'effet de levier, le ratio de gain et les frais ;
- le résultat.

Vous pouvez recalculer vous-même le résultat à partir de ces chiffres, et ouvrir depuis la preuve toutes les cotations enregistrées autour de l'entrée et du règlement pour y retrouver ses ticks. Les ticks enregistrés ne peuvent qu'être complétés, et personne ne peut les modifier. Si quelque chose ne correspond pas, écrivez à support@bourse.example en indiquant le numéro d'ordre.`,
  },
  spa: {
    question: '¿Cómo compruebo una prueba de liquidación?',
    answer: `Abra la orden desde su historial (por ejemplo, una posición cerrada o una opción por segundos) y abra su prueba de liquidación. Muestra:

- los ticks de precio utilizados, cada uno con su fuente, hora y precio;
- los datos de entrada de la fórmula, como el precio de entrada, el importe, el apalancamiento, el ratio de pago y la comisión;
- el resultado.

Puede recalcular el resultado usted mismo a partir de estas cifras, y abrir desde la prueba todas las cotizaciones registradas en torno a la entrada y la liquidación para encontrar entre ellas sus ticks. Los ticks registrados solo admiten añadidos y nadie puede modificarlos. Si algo no cuadra, escriba a support@bourse.example indicando el número de orden.`,
  },
};

const FEES: Localized<SeedFaq> = {
  en: {
    question: 'What fees does Bourse charge?',
    answer: `Fees depend on the product:

- trading fees on spot, futures and options orders;
- an overnight fee on futures positions, where one is configured;
- fees on currency exchange and on some transfers;
- a withdrawal fee set per coin and network, together with a minimum withdrawal amount.

Every fee comes from the server's configuration and is shown before you confirm. Fees you have paid are listed in your bills.`,
  },
  zh: {
    question: 'Bourse 收取哪些费用？',
    answer: `费用因产品而异：

- 现货、合约和期权订单的交易手续费；
- 合约持仓的隔夜费（如有配置）；
- 币种兑换以及部分划转的手续费；
- 按币种和网络设定的提现手续费，以及最低提现金额。

每项费用都来自服务器配置，并在您确认前显示。您已支付的费用会列在账单中。`,
  },
  hk: {
    question: 'Bourse 收取哪些費用？',
    answer: `費用視乎產品而定：

- 現貨、合約及期權訂單的交易手續費；
- 合約持倉的隔夜費（如有設定）；
- 貨幣兌換及部分轉帳的手續費；
- 按幣種及網絡設定的提款手續費，以及最低提款金額。

每項費用都來自伺服器設定，並會在你確認前顯示。你已支付的費用會列於帳單中。`,
  },
  th: {
    question: 'Bourse เรียกเก็บค่าธรรมเนียมอะไรบ้าง',
    answer: `ค่าธรรมเนียมขึ้นอยู่กับผลิตภัณฑ์

- ค่าธรรมเนียมการซื้อขายสำหรับคำสั่งสปอต ฟิวเจอร์ส และออปชัน
- ค่าธรรมเนียมข้ามคืนสำหรับสถานะฟิวเจอร์ส หากมีการตั้งค่าไว้
- ค่าธรรมเนียมการแลกเปลี่ยนสกุลเงินและการโอนบางประเภท
- ค่าธรรมเนียมการถอนที่กำหนดตามเหรียญและเครือข่าย พร้อมยอดถอนขั้นต่ำ

ค่าธรรมเนียมทุกรายการมาจากการตั้งค่าของเซิร์ฟเวอร์ และแสดงก่อนคุณยืนยัน ค่าธรรมเนียมที่คุณจ่ายแล้วจะแสดงในรายการบัญชีของคุณ`,
  },
  jp: {
    question: 'Bourse ではどのような手数料がかかりますか？',
    answer: `手数料は商品によって異なります。

- 現物・先物・オプションの注文にかかる取引手数料
- 先物ポジションのオーバーナイト手数料（設定されている場合）
- 通貨の交換と一部の振替にかかる手数料
- コイン・ネットワークごとに設定された出金手数料と最低出金額

すべての手数料はサーバーの設定に基づき、確定前に表示されます。支払った手数料は取引明細に記載されます。`,
  },
  kor: {
    question: 'Bourse는 어떤 수수료를 받나요?',
    answer: `수수료는 상품에 따라 다릅니다.

- 현물, 선물, 옵션 주문의 거래 수수료
- 선물 포지션의 오버나이트 수수료(설정된 경우)
- 환전 및 일부 이체 수수료
- 코인과 네트워크별로 정해진 출금 수수료와 최소 출금액

모든 수수료는 서버 설정에서 정해지며 확인 전에 표시됩니다. 지불한 수수료는 거래 내역에 기록됩니다.`,
  },
  fra: {
    question: 'Quels frais Bourse facture-t-il ?',
    answer: `Les frais dépendent du produit :

- des frais de transaction sur les ordres au comptant, sur contrats à terme et sur options ;
- des frais de financement au jour le jour sur les positions à terme, lorsqu'ils sont configurés ;
- des frais sur le change et sur certains transferts ;
- des frais de retrait fixés par cryptomonnaie et par réseau, avec un montant minimum de retrait.

Tous les frais proviennent de la configuration du serveur et sont affichés avant votre confirmation. Les frais payés figurent dans vos relevés.`,
  },
  spa: {
    question: '¿Qué comisiones cobra Bourse?',
    answer: `Las comisiones dependen del producto:

- comisiones de operación en órdenes al contado, de futuros y de opciones;
- una comisión overnight en posiciones de futuros, cuando está configurada;
- comisiones por cambio de divisas y por algunas transferencias;
- una comisión de retiro fijada por moneda y red, junto con un importe mínimo de retiro.

Todas las comisiones provienen de la configuración del servidor y se muestran antes de confirmar. Las comisiones pagadas figuran en sus extractos.`,
  },
};

const LANGUAGE_AND_CURRENCY: Localized<SeedFaq> = {
  en: {
    question: 'How do I change the language and display currency?',
    answer: `Open Settings.

- Language: choose 简体中文, English, 繁體中文（香港）, ไทย, 日本語, 한국어, Français or Español.
- Default currency: choose the fiat currency used to show equivalent values: USD, CNY, GBP, HKD, JPY, EUR, AED, THB, PHP, SGD or VND.

The display currency only changes how values are shown; your balances stay in the coins you hold. Exchange rates are refreshed once a day.`,
  },
  zh: {
    question: '如何更改语言和显示币种？',
    answer: `打开“设置”。

- 语言：可选择 简体中文、English、繁體中文（香港）、ไทย、日本語、한국어、Français 或 Español。
- 默认法币：选择用于显示折合价值的法币：USD、CNY、GBP、HKD、JPY、EUR、AED、THB、PHP、SGD 或 VND。

显示币种只影响数值的展示方式，您的余额仍以您持有的币种计。汇率每天更新一次。`,
  },
  hk: {
    question: '如何更改語言及顯示貨幣？',
    answer: `打開「設定」。

- 語言：可選擇 简体中文、English、繁體中文（香港）、ไทย、日本語、한국어、Français 或 Español。
- 預設法幣：選擇用於顯示折合價值的法定貨幣：USD、CNY、GBP、HKD、JPY、EUR、AED、THB、PHP、SGD 或 VND。

顯示貨幣只會影響數值的顯示方式，你的結餘仍以你持有的幣種計算。匯率每日更新一次。`,
  },
  th: {
    question: 'เปลี่ยนภาษาและสกุลเงินที่แสดงได้อย่างไร',
    answer: `เปิด "ตั้งค่า"

- ภาษา: เลือก 简体中文, English, 繁體中文（香港）, ไทย, 日本語, 한국어, Français หรือ Español
- สกุลเงินเริ่มต้น: เลือกสกุลเงินเฟียตที่ใช้แสดงมูลค่าเทียบเท่า ได้แก่ USD, CNY, GBP, HKD, JPY, EUR, AED, THB, PHP, SGD หรือ VND

สกุลเงินที่แสดงเปลี่ยนเพียงวิธีแสดงมูลค่าเท่านั้น ยอดคงเหลือของคุณยังคงเป็นเหรียญที่คุณถืออยู่ อัตราแลกเปลี่ยนอัปเดตวันละครั้ง`,
  },
  jp: {
    question: '表示言語と表示通貨を変更するには？',
    answer: `「設定」を開きます。

- 言語：简体中文、English、繁體中文（香港）、ไทย、日本語、한국어、Français、Español から選べます。
- 基準通貨：換算額の表示に使う法定通貨を、USD、CNY、GBP、HKD、JPY、EUR、AED、THB、PHP、SGD、VND から選べます。

表示通貨を変えても表示方法が変わるだけで、残高は保有しているコインのままです。為替レートは 1 日に 1 回更新されます。`,
  },
  kor: {
    question: '언어와 표시 통화는 어떻게 바꾸나요?',
    answer: `'설정'을 여세요.

- 언어: 简体中文, English, 繁體中文（香港）, ไทย, 日本語, 한국어, Français, Español 중에서 선택할 수 있습니다.
- 기본 통화: 환산 금액을 표시할 법정화폐를 USD, CNY, GBP, HKD, JPY, EUR, AED, THB, PHP, SGD, VND 중에서 선택합니다.

표시 통화는 금액을 보여 주는 방식만 바꿀 뿐이며, 잔고는 보유한 코인 그대로 유지됩니다. 환율은 하루에 한 번 갱신됩니다.`,
  },
  fra: {
    question: "Comment changer la langue et la devise d'affichage ?",
    answer: `Ouvrez les Paramètres.

- Langue : choisissez 简体中文, English, 繁體中文（香港）, ไทย, 日本語, 한국어, Français ou Español.
- Devise par défaut : choisissez la monnaie fiduciaire utilisée pour afficher les contre-valeurs : USD, CNY, GBP, HKD, JPY, EUR, AED, THB, PHP, SGD ou VND.

La devise d'affichage ne change que la présentation des montants ; vos soldes restent dans les cryptomonnaies que vous détenez. Les taux de change sont actualisés une fois par jour.`,
  },
  spa: {
    question: '¿Cómo cambio el idioma y la moneda de visualización?',
    answer: `Abra Ajustes.

- Idioma: elija 简体中文, English, 繁體中文（香港）, ไทย, 日本語, 한국어, Français o Español.
- Moneda predeterminada: elija la moneda fiduciaria con la que se muestran los valores equivalentes: USD, CNY, GBP, HKD, JPY, EUR, AED, THB, PHP, SGD o VND.

La moneda de visualización solo cambia cómo se muestran los valores; sus saldos siguen en las monedas que posee. Los tipos de cambio se actualizan una vez al día.`,
  },
};

const CONTACT_SUPPORT: Localized<SeedFaq> = {
  en: {
    question: 'How do I contact support?',
    answer: `Email support@bourse.example from the address linked to your account.

Include your account name, the order or transaction number and what happened. Staff will never ask for your password, pay password or codes, or ask you to send funds to a personal address.`,
  },
  zh: {
    question: '如何联系我们？',
    answer: `请用与账户绑定的邮箱发送邮件至 support@bourse.example。

请提供您的账户名、订单号或交易号，以及具体情况。工作人员绝不会索要您的登录密码、资金密码或验证码，也绝不会要求您把资金转到个人地址。`,
  },
  hk: {
    question: '如何聯絡我們？',
    answer: `請使用已連結帳戶的電郵地址，電郵至 support@bourse.example。

請提供你的帳戶名稱、訂單編號或交易編號，以及具體情況。職員絕不會索取你的登入密碼、資金密碼或驗證碼，亦絕不會要求你把資金轉到個人地址。`,
  },
  th: {
    question: 'ติดต่อเราได้อย่างไร',
    answer: `ส่งอีเมลถึง support@bourse.example จากอีเมลที่ผูกกับบัญชีของคุณ

โปรดแจ้งชื่อบัญชี หมายเลขคำสั่งหรือธุรกรรม และสิ่งที่เกิดขึ้น เจ้าหน้าที่จะไม่ขอรหัสผ่าน รหัสผ่านการชำระเงิน หรือรหัสยืนยันของคุณ และจะไม่ขอให้คุณโอนเงินไปยังที่อยู่ส่วนบุคคล`,
  },
  jp: {
    question: 'お問い合わせ方法は？',
    answer: `アカウントに登録済みのメールアドレスから support@bourse.example へメールをお送りください。

アカウント名、注文番号または取引番号、起きたことをお知らせください。スタッフがログインパスワード、資金パスワード、コードを尋ねたり、個人のアドレスへの送金を求めたりすることは決してありません。`,
  },
  kor: {
    question: '어떻게 문의하나요?',
    answer: `계정에 연결된 이메일 주소로 support@bourse.example에 메일을 보내 주세요.

계정 이름, 주문 번호 또는 거래 번호, 그리고 어떤 일이 있었는지 알려 주세요. 직원은 절대로 로그인 비밀번호, 자금 비밀번호, 인증 코드를 묻거나 개인 주소로 자금을 보내라고 요청하지 않습니다.`,
  },
  fra: {
    question: 'Comment nous contacter ?',
    answer: `Écrivez à support@bourse.example depuis l'adresse e-mail liée à votre compte.

Indiquez votre identifiant, le numéro d'ordre ou de transaction et ce qui s'est passé. Le personnel ne vous demandera jamais votre mot de passe, votre mot de passe de paiement ou vos codes, ni d'envoyer des fonds vers une adresse personnelle.`,
  },
  spa: {
    question: '¿Cómo puedo contactar con ustedes?',
    answer: `Escriba a support@bourse.example desde el correo vinculado a su cuenta.

Indique su nombre de cuenta, el número de orden o de transacción y lo que ocurrió. El personal nunca le pedirá su contraseña, su contraseña de pago ni sus códigos, ni que envíe fondos a una dirección personal.`,
  },
};

/** In the order the FAQ page lists them. */
export const FAQ: Localized<SeedFaq>[] = [
  REGISTER_AND_VERIFY,
  ONE_TIME_CODE,
  DEPOSIT,
  WITHDRAW,
  TRANSFER,
  SIMULATED_MARKET,
  SETTLEMENT_PROOF,
  FEES,
  LANGUAGE_AND_CURRENCY,
  CONTACT_SUPPORT,
];
