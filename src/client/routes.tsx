import { Route, Routes } from 'react-router';
import { lazyModule } from './lib/lazy-module.tsx';

// Each page is its own chunk. The server renders member pages and preloads their chunks.
const Landing = lazyModule('pages/landing.tsx', () => import('./pages/landing.tsx'));
const Auth = lazyModule('pages/auth.tsx', () => import('./pages/auth.tsx'));
const ResetPassword = lazyModule(
  'pages/reset-password.tsx',
  () => import('./pages/reset-password.tsx'),
);
const CreatePassword = lazyModule(
  'pages/create-password.tsx',
  () => import('./pages/create-password.tsx'),
);
const MemberGuard = lazyModule('app/member-guard.tsx', () => import('./app/member-guard.tsx'));
const AppShell = lazyModule('app/shell/app-shell.tsx', () => import('./app/shell/app-shell.tsx'));
const Welcome = lazyModule('pages/welcome.tsx', () => import('./pages/welcome.tsx'));
const Orientation = lazyModule('pages/orientation.tsx', () => import('./pages/orientation.tsx'));
const Dashboard = lazyModule('pages/dashboard.tsx', () => import('./pages/dashboard.tsx'));
const Account = lazyModule('pages/account.tsx', () => import('./pages/account.tsx'));
const Help = lazyModule('pages/help.tsx', () => import('./pages/help.tsx'));
const Admin = lazyModule('pages/admin.tsx', () => import('./pages/admin.tsx'));
const NotFound = lazyModule('pages/not-found.tsx', () => import('./pages/not-found.tsx'));

/** Every page of the app, for the browser's router and the server's. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="/auth" element={<Auth />} />
      <Route path="/reset-password" element={<ResetPassword />} />
      <Route path="/criar-senha" element={<CreatePassword />} />
      <Route element={<MemberGuard />}>
        <Route element={<AppShell />}>
          <Route path="/inicio" element={<Welcome />} />
          <Route path="/members" element={<Welcome />} />
          <Route path="/orientacoes" element={<Orientation />} />
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/minha-conta" element={<Account />} />
          <Route path="/ajuda" element={<Help />} />
          <Route path="/admin" element={<Admin />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
