// The lesson mode: a chapter's title and text at projector size, the live views or a demo beside
// it, a question with a reveal, a chapter list, next and previous (PageDown/PageUp and →/←, what
// presentation clickers send), F5 for full screen, L back to the workbench. L again opens the
// chapter last shown. It keeps no settings of its own: the window's session (window_session.h)
// starts it at the remembered chapter and remembers what chapterShown() reports, so `render` and
// the tests touch no file.
#pragma once

#include <QWidget>
#include <memory>

#include "lesson_text/chapters.h"

class QBoxLayout;
class QComboBox;
class QLabel;
class QPushButton;

namespace convscope::gui {
class WindowLayout;
}

namespace convscope::lessons {

class LessonBinding;
class LessonDemo;

class LessonMode : public QObject {
  Q_OBJECT
 public:
  // Adds the lesson panel before and the demo area after the workbench in `central`, hidden.
  LessonMode(gui::WindowLayout& window, QBoxLayout* central);
  ~LessonMode() override;

  bool isActive() const { return m_active; }
  int chapterNumber() const { return m_number; }
  void enter(int number = 0);  // 0: the chapter last shown (or setResumeChapter's)
  void leave();
  void showChapter(int number);
  void next() { showChapter(m_number + 1); }
  void previous() { showChapter(m_number - 1); }
  void togglePresenting();
  void reveal();
  bool answerShown() const;

  // The window's key filter asks here first; true when the key was used.
  bool handleKey(int key);
  // The chapter's setup is applied and the window has settled on it (render waits for this).
  bool isSettled() const;

  QWidget* panel() const { return m_panel; }
  // What a class must see without scrolling: the question, Previous and Next.
  QList<QWidget*> classroomControls() const;
  LessonDemo* demo() const { return m_demo; }

  // The chapter enter() opens when given none, before any was shown; not a chapter: 1.
  void setResumeChapter(int number);
  // While passing through (a lessons PDF drawing every chapter), chapters shown are not a
  // person's reading: chapterShown is not emitted, so the session remembers none of them.
  void setPassingThrough(bool passing) { m_passingThrough = passing; }

 signals:
  // A chapter is on screen (every showChapter, also the first one enter() opens).
  void chapterShown(int number);

 private:
  void buildPanel();
  // Takes the chapter's set-up a stage further once the window is ready for it.
  void advance();
  void showTerm(const QString& link);

  gui::WindowLayout& m_window;
  std::unique_ptr<LessonBinding> m_binding;
  QWidget* m_panel = nullptr;  // the column: the chapter's text, the question and buttons under it
  QWidget* m_text = nullptr;   // the part of it that scrolls
  QWidget* m_questionBox = nullptr;
  QWidget* m_demoHost = nullptr;
  LessonDemo* m_demo = nullptr;
  bool m_passingThrough = false;
  QComboBox* m_list = nullptr;
  QLabel* m_title = nullptr;
  QLabel* m_body = nullptr;
  QLabel* m_term = nullptr;
  QLabel* m_question = nullptr;
  QLabel* m_answer = nullptr;
  QPushButton* m_reveal = nullptr;
  QPushButton* m_previous = nullptr;
  QPushButton* m_next = nullptr;
  QLabel* m_position = nullptr;
  bool m_active = false;
  int m_number = 1;
  // How far the chapter's setup has come: applied and waiting for its input; the settings that
  // need the input applied; the demo given its context (the chapter is ready to show).
  enum class SetupStage { WaitingForInput, AfterLoadApplied, Ready };
  SetupStage m_stage = SetupStage::WaitingForInput;
};

}  // namespace convscope::lessons
