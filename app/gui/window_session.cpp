#include "gui/window_session.h"

#include <QApplication>
#include <QScreen>

#include "gui/gui_entry.h"
#include "gui/main_window.h"
#include "gui/panels/step_controls.h"
#include "gui/state/step_player.h"
#include "gui/state/view_sync.h"
#include "gui/state/window_state.h"
#include "gui/widgets/side_drawer.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "gui/window_menus.h"

namespace convscope::gui {

WindowSession::WindowSession(QApplication& app, QString language,
                             std::unique_ptr<SettingsStore> settings)
    : m_app(app), m_language(std::move(language)), m_settings(std::move(settings)) {}

WindowSession::~WindowSession() = default;

void WindowSession::open() {
  setTextScale(m_app, m_settings->textScale());
  build();
  m_window->show();
}

void WindowSession::build() {
  m_window = std::make_unique<MainWindow>();
  MainWindow& w = *m_window;
  w.menus()->setSettings(m_settings.get());
  connect(w.menus(), &WindowMenus::languageRequested, this, &WindowSession::switchLanguage,
          Qt::QueuedConnection);  // the window that asked is rebuilt: not from its own slot
  connect(w.menus(), &WindowMenus::resetRequested, this, &WindowSession::resetToDefaults,
          Qt::QueuedConnection);
  if (!w.restoreGeometry(m_settings->geometry()))
    w.resize(firstWindowSize(w.screen()->availableGeometry().size()));
  if (const double speed = m_settings->speed(); speed > 0) w.stepControls()->setSpeed(speed);
  w.settingsDrawer()->setPinned(m_settings->settingsColumnShown());
  if (auto state = m_settings->state()) {
    w.state()->apply(*state);
    // A new input is shown whole (the window fits it); the remembered zoom comes after that,
    // once the remembered input is in: queued, so it runs after the window's own fit.
    const double zoom = m_settings->zoom();
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = connect(
        w.state(), &WindowState::inputLoaded, this,
        [this, once, zoom, request = state->input](const LoadedInput& loaded) {
          if (!(loaded.request == request)) return;
          disconnect(*once);
          if (loaded.channel) m_window->viewSync()->set(zoom, m_window->viewSync()->centre());
        },
        Qt::QueuedConnection);
  }
}

void WindowSession::save() {
  if (!m_window) return;
  const MainWindow& w = *m_window;
  m_settings->setState(w.state()->snapshot());
  m_settings->setSpeed(w.player()->speed());
  m_settings->setZoom(w.viewSync()->zoom());
  m_settings->setGeometry(w.saveGeometry());
  m_settings->setSettingsColumnShown(w.settingsDrawer()->isPinned());
  m_settings->setTextScale(textScale());
  m_settings->setLanguage(m_language);
  m_settings->sync();
}

void WindowSession::switchLanguage(const QString& language) {
  if (language == m_language) return;
  save();
  const bool wasFullScreen = m_window->isFullScreen();
  m_window.reset();  // its widgets hold translated text: a new window speaks the new language
  m_language = installTranslations(m_app, language);
  m_settings->setLanguage(m_language);
  build();
  if (wasFullScreen)
    m_window->showFullScreen();
  else
    m_window->show();
}

void WindowSession::resetToDefaults() {
  m_settings->clear();
  m_window.reset();
  setTextScale(m_app, 1.0);
  m_language = installTranslations(m_app, QString());
  build();
  m_window->show();
}

}  // namespace convscope::gui
