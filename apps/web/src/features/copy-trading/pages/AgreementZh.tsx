import { Agreement } from './Agreement';

export default function AgreementZh() {
  return <Agreement lang="zh" />;
}
