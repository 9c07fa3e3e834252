import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/loading.js';
import { screenPath } from '../../components/scope.js';

/**
 * `/console/module-add?id=<main application>&flag` (doc 2 §2): a module is an application linked to its main
 * application, so this opens the publishing wizard for it; a missing id goes to `/exception/415`.
 */
export default function ModuleAddPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  useEffect(() => {
    navigate(
      id ? screenPath('application-add', { flag: params.get('flag') ?? 'private', main: id }) : '/exception/415',
      {
        replace: true,
      },
    );
  }, [id, params, navigate]);
  return <Loading />;
}
