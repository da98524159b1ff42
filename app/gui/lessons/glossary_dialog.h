// Help → Glossary: every term of the glossary in the UI's language, searchable, so a word met
// anywhere in the window (not only in a lesson's link) can be looked up.
#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace convscope::lessons {

class GlossaryDialog : public QDialog {
  Q_OBJECT

 public:
  explicit GlossaryDialog(QWidget* parent = nullptr);

  // Shows only the terms whose name or meaning contains `text` (either language's name counts,
  // so "warp" finds 线程束 in the Chinese window); empty shows all.
  void setFilter(const QString& text);
  QStringList shownIds() const { return m_shown; }  // in glossary order
  QString shownText() const;                        // what the reader sees, as plain text

 private:
  void refresh();

  QLineEdit* m_search = nullptr;
  QLabel* m_count = nullptr;
  QTextBrowser* m_text = nullptr;
  QStringList m_shown;
};

}  // namespace convscope::lessons
