import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingOverlay } from './components/LoadingOverlay';
import { AuthGate, RedirectIfSignedIn, RequireAdmin, RequireAuth } from './lib/auth';
import { AuthAction } from './routes/AuthAction';
import { ForgotPassword } from './routes/ForgotPassword';
import { Landing } from './routes/Landing';
import { Privacy, Terms } from './routes/Legal';
import { LogIn } from './routes/LogIn';
import { NotFound } from './routes/NotFound';
import { SignUp } from './routes/SignUp';

// Signed-in screens load on demand: the landing and auth pages never download charts or the test code.
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
