import { CategoryView } from '../../components/category-view.js';

/** `/console/message-category` (spec doc 1 §2): the platform's message categories. */
export default function MessageCategoryPage() {
  return <CategoryView scope="platform" />;
}
