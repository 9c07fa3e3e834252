import { useNavigate, useSearchParams } from 'react-router-dom';
import { getUserCertify } from '../../api/certification.js';
import { userCertifyForm } from '../../components/fields.js';
import { ReviewDetail } from '../../components/review-detail.js';

const LIST = '/console/verify-enterprise-auth-list?tab=user';

/** `/console/verify-user-detail?userId=` (auditors): review of one person's certification. */
export default function VerifyUserDetailPage() {
  const navigate = useNavigate();
  const userId = useSearchParams()[0].get('userId') ?? undefined;
  return (
    <ReviewDetail
      subject={userId ? { kind: 'user', id: userId } : undefined}
      form={userCertifyForm}
      load={(signal) => getUserCertify(userId!, signal)}
      title={(record) => `${record.realName} (${record.username})`}
      onBack={() => void navigate(LIST)}
    />
  );
}
