import { Agreement } from './Agreement';

export default function AgreementEn() {
  return <Agreement lang="en" />;
}
