#include "gui/lessons/glossary_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "lesson_text/glossary.h"

namespace convscope::lessons {

GlossaryDialog::GlossaryDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Glossary"));
  auto* layout = new QVBoxLayout(this);
  m_search = new QLineEdit(this);
  m_search->setPlaceholderText(tr("Search, in English or Chinese: warp, 线程束, VRAM…"));
  m_search->setClearButtonEnabled(true);
  m_search->setAccessibleName(tr("Search the glossary"));
  layout->addWidget(m_search);
  m_count = new QLabel(this);
  layout->addWidget(m_count);
  m_text = new QTextBrowser(this);
  m_text->setOpenLinks(false);
  layout->addWidget(m_text, 1);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  layout->addWidget(buttons);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_search, &QLineEdit::textChanged, this, &GlossaryDialog::refresh);
  // About a page of entries at once at the usual text size, more on a projector.
  const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
  resize(em * 40, em * 36);
  refresh();
}

void GlossaryDialog::setFilter(const QString& text) {
  m_search->setText(text);  // refresh() follows from textChanged
}

QString GlossaryDialog::shownText() const {
  return m_text->toPlainText();
}

void GlossaryDialog::refresh() {
  const QString needle = m_search->text().trimmed();
  const Language lang = currentLanguage();
  m_shown.clear();
  QString html;
  for (const Term& t : glossary()) {
    const QString name = t.name.in(lang);
    const QString meaning = t.meaning.in(lang);
    if (!needle.isEmpty()) {
      const QString haystack =
          QStringList{name, meaning, t.name.in(Language::En), t.name.in(Language::ZhCN)}.join(
              QLatin1Char('\n'));
      if (!haystack.contains(needle, Qt::CaseInsensitive)) continue;
    }
    m_shown << QLatin1String(t.id);
    html +=
        QStringLiteral("<p><b>%1</b><br>%2</p>").arg(name.toHtmlEscaped(), meaning.toHtmlEscaped());
  }
  const int all = static_cast<int>(glossary().size());
  m_count->setText(m_shown.size() == all ? tr("%1 terms").arg(all)
                                         : tr("%1 of %2 terms").arg(m_shown.size()).arg(all));
  m_text->setHtml(html.isEmpty() ? tr("<i>No term contains “%1”.</i>").arg(needle.toHtmlEscaped())
                                 : html);
}

}  // namespace convscope::lessons
