#include "gui/window_session.h"

#include <algorithm>

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QScreen>

#include "gui/lessons/lesson_mode.h"
#include "gui/main_window.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "gui/window_menus.h"
#include "model/step_player.h"
#include "model/view_sync.h"
#include "model/workbench_model.h"

namespace convscope::gui {

using model::SettingsStore;
using model::WorkbenchSnapshot;

namespace {

// The window's first size: 1600 × 960, or less where the screen's available area is smaller.
QSize firstWindowSize(QSize available) {
  // 1600 × 960 where it fits; on a 1280 × 720 screen (or a projector at 150 %) the whole window,
  // title bar included, stays on the screen.
  const QSize wanted(1600, 960);
  return wanted.boundedTo(QSize(available.width() * 95 / 100, available.height() * 92 / 100));
}

}  // namespace

WindowSession::WindowSession(QApplication& app, QString language,
                             std::unique_ptr<SettingsStore> settings)
    : m_app(app),
      m_language(std::move(language)),
      m_rememberedLanguage(settings->language()),
      m_settings(std::move(settings)) {
  m_saveTimer.setInterval(kSaveIntervalMs);
  connect(&m_saveTimer, &QTimer::timeout, this, &WindowSession::save);
}

WindowSession::~WindowSession() = default;

void WindowSession::open(int lesson, const QString& file) {
  setTextScale(m_app, m_settings->textScale());
  build();
  // After the remembered state: the file asked for wins over the image shown last time.
  // An absolute name is taken as it is: QFileInfo would make it again through Qt's decoding,
  // which loses the bytes of a name that is not UTF-8 (text/file_name.h).
  if (!file.isEmpty())
    m_window->openImage(QDir::isAbsolutePath(file) ? file : QFileInfo(file).absoluteFilePath());
  present(false, lesson);
  m_saveTimer.start();
}

void WindowSession::present(bool fullScreen, int lesson) {
  if (fullScreen)
    m_window->showFullScreen();
  else
    m_window->show();
  lessons::LessonMode* lessonMode = m_window->lessonMode();
  if (lesson > 0) lessonMode->enter(lesson);  // before the connection: not remembered
  connect(lessonMode, &lessons::LessonMode::chapterShown, this,
          [this](int number) { m_settings->setChapter(number); });
}

void WindowSession::build() {
  m_window = std::make_unique<MainWindow>();
  MainWindow& w = *m_window;
  w.menus()->setSettings(m_settings.get());
  w.menus()->setCurrentLanguage(m_language);
  connect(w.menus(), &WindowMenus::languageRequested, this, &WindowSession::switchLanguage,
          Qt::QueuedConnection);  // the window that asked is rebuilt: not from its own slot
  connect(w.menus(), &WindowMenus::resetRequested, this, &WindowSession::resetToDefaults,
          Qt::QueuedConnection);
  const QRect screen = w.screen()->availableGeometry();
  if (!w.restoreGeometry(m_settings->geometry())) {
    w.resize(firstWindowSize(screen.size()));
  } else if (!w.isMaximized() && !w.isFullScreen() && !screen.contains(w.geometry())) {
    // A geometry saved on a larger screen, or edited by hand (-50000,-50000 at 100000²), opens
    // on this screen at a size it can show, never off-screen or past what the screen holds.
    const QSize size = w.size().boundedTo(screen.size());
    w.resize(size);
    const QRect frame = w.frameGeometry();
    const int lastX = std::max(screen.left(), screen.right() + 1 - frame.width());
    const int lastY = std::max(screen.top(), screen.bottom() + 1 - frame.height());
    w.move(std::clamp(frame.x(), screen.left(), lastX), std::clamp(frame.y(), screen.top(), lastY));
  }
  if (const double speed = m_settings->speed(); speed > 0) w.model()->player()->setSpeed(speed);
  w.setSettingsPinned(m_settings->settingsColumnShown());
  w.lessonMode()->setResumeChapter(m_settings->chapter());
  if (auto state = m_settings->choice()) {
    w.model()->apply(*state);
    // A new input is shown whole (the window fits it); the remembered zoom comes after that,
    // once the remembered input is in: queued, so it runs after the window's own fit.
    const double zoom = m_settings->zoom();
    auto watcher = std::make_shared<QPointer<QObject>>();
    *watcher =
        w.model()->watch(this, [this, watcher, zoom, request = state->input](
                                   const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
          if (!*watcher || !now.load || now.load == before.load || !(now.load->request == request))
            return;
          (*watcher)->deleteLater();
          *watcher = nullptr;
          if (!now.load->channel) return;
          QMetaObject::invokeMethod(
              this,
              [this, zoom] {
                if (m_window)
                  m_window->model()->viewSync()->set(zoom, m_window->model()->viewSync()->centre());
              },
              Qt::QueuedConnection);
        });
  }
}

void WindowSession::save() {
  if (!m_window) return;
  const MainWindow& w = *m_window;
  m_settings->setChoice(w.model()->choice());
  m_settings->setSpeed(w.model()->player()->speed());
  m_settings->setZoom(w.model()->viewSync()->zoom());
  m_settings->setGeometry(w.saveGeometry());
  m_settings->setSettingsColumnShown(w.settingsPinned());
  m_settings->setTextScale(textScale());
  m_settings->setLanguage(m_rememberedLanguage);
  m_settings->sync();
}

void WindowSession::switchLanguage(const QString& language) {
  // Chosen in the window: remembered, also when it is the one --lang gave for this run.
  m_rememberedLanguage = language;
  save();
  if (language == m_language) return;
  const bool wasFullScreen = m_window->isFullScreen();
  m_window.reset();  // its widgets hold translated text: a new window speaks the new language
  m_language = installTranslations(m_app, language);
  build();
  present(wasFullScreen);
}

void WindowSession::resetToDefaults() {
  m_settings->clear();
  m_window.reset();
  setTextScale(m_app, 1.0);
  m_language = installTranslations(m_app, QString());
  m_rememberedLanguage.clear();
  build();
  present(false);
}

}  // namespace convscope::gui
