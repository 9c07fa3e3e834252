import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/loading.js';
import { screenPath } from '../../components/scope.js';

/**
 * `/console/module-edit?id=<module>&flag` (doc 2 §2): a module is edited like any application (its data, versions
 * and plans), so this opens its edit screen; a missing id goes to `/exception/415`.
 */
export default function ModuleEditPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  useEffect(() => {
    navigate(id ? screenPath('application-edit', { id, flag: params.get('flag') ?? 'private' }) : '/exception/415', {
      replace: true,
    });
  }, [id, params, navigate]);
  return <Loading />;
}
