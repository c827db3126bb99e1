// The yardstick of the size budget: the smallest React 19 page Vite builds.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <h1>Hola</h1>
    </StrictMode>,
  );
}
