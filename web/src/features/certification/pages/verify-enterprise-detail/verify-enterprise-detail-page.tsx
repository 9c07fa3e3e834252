import { useNavigate, useSearchParams } from 'react-router-dom';
import { getEnterpriseInfo } from '../../api/certification.js';
import { enterpriseForm } from '../../components/fields.js';
import { ReviewDetail } from '../../components/review-detail.js';

const LIST = '/console/verify-enterprise-auth-list';

/** `/console/verify-enterprise-detail?id=` (auditors): review of one enterprise's certification. */
export default function VerifyEnterpriseDetailPage() {
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  return (
    <ReviewDetail
      subject={id ? { kind: 'enterprise', id } : undefined}
      form={enterpriseForm}
      load={(signal) => getEnterpriseInfo(id!, signal)}
      title={(record) => record.name}
      onBack={() => void navigate(LIST)}
    />
  );
}
