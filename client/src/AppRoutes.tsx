import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingOverlay } from './components/LoadingOverlay';
import { AuthGate, RedirectIfSignedIn, RequireAdmin, RequireAuth } from './lib/auth';
import { Landing } from './routes/Landing';
import { NotFound } from './routes/NotFound';

// Every screen but the landing page loads on demand: the landing page never downloads forms, charts or the test code.
const SignUp = lazy(() => import('./routes/SignUp').then((m) => ({ default: m.SignUp })));
const LogIn = lazy(() => import('./routes/LogIn').then((m) => ({ default: m.LogIn })));
const ForgotPassword = lazy(() => import('./routes/ForgotPassword').then((m) => ({ default: m.ForgotPassword })));
const AuthAction = lazy(() => import('./routes/AuthAction').then((m) => ({ default: m.AuthAction })));
const Privacy = lazy(() => import('./routes/Legal').then((m) => ({ default: m.Privacy })));
const Terms = lazy(() => import('./routes/Legal').then((m) => ({ default: m.Terms })));
const Dashboard = lazy(() => import('./routes/Dashboard').then((m) => ({ default: m.Dashboard })));
const CreateTest = lazy(() => import('./routes/CreateTest').then((m) => ({ default: m.CreateTest })));
const PracticeTest = lazy(() => import('./routes/PracticeTest').then((m) => ({ default: m.PracticeTest })));
const TrainingContent = lazy(() => import('./routes/TrainingContent').then((m) => ({ default: m.TrainingContent })));

export function AppRoutes() {
  return (
    <AuthGate>
      <Suspense fallback={<LoadingOverlay />}>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route
            path="/signup"
            element={
              <RedirectIfSignedIn>
                <SignUp />
              </RedirectIfSignedIn>
            }
          />
          <Route
            path="/login"
            element={
              <RedirectIfSignedIn>
                <LogIn />
              </RedirectIfSignedIn>
            }
          />
          <Route path="/forgot-password" element={<ForgotPassword />} />
          <Route path="/__/auth/action" element={<AuthAction />} />
          <Route path="/privacy" element={<Privacy />} />
          <Route path="/terms" element={<Terms />} />
          <Route
            path="/dashboard"
            element={
              <RequireAuth>
                <Dashboard />
              </RequireAuth>
            }
          />
          <Route
            path="/create-test"
            element={
              <RequireAuth>
                <CreateTest />
              </RequireAuth>
            }
          />
          <Route
            path="/practice-test/:testId"
            element={
              <RequireAuth>
                <PracticeTest />
              </RequireAuth>
            }
          />
          <Route
            path="/test-review/:testId"
            element={
              <RequireAuth>
                <PracticeTest forceReview />
              </RequireAuth>
            }
          />
          <Route
            path="/admin/training-content"
            element={
              <RequireAdmin>
                <TrainingContent />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </AuthGate>
  );
}
