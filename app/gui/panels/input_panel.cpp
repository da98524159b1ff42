#include "gui/panels/input_panel.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QImageReader>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "gui/widgets/dialog_folder.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "images/image_source.h"
#include "images/samples.h"
#include "model/workbench_model.h"
#include "text/message_text.h"

namespace convscope::gui {

using model::InputRequest;
using model::LoadedInput;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;

namespace {

// The formats this build's Qt reads (its image plugins decide), for the dialog and the tooltip.
QStringList readableFormats() {
  QStringList formats;
  for (const QByteArray& f : QImageReader::supportedImageFormats())
    formats << QString::fromLatin1(f).toLower();
  formats.removeDuplicates();
  return formats;
}

QString formatsForPeople() {
  QStringList shown;
  for (const QString& f : readableFormats())
    if (f != QLatin1String("jpeg") && f != QLatin1String("tif") && f != QLatin1String("svgz"))
      shown << f.toUpper();
  return shown.join(QStringLiteral(", "));
}

}  // namespace

InputPanel::InputPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* form = new QFormLayout;
  form->setLabelAlignment(Qt::AlignRight);
  m_sample = new QComboBox(this);
  m_sample->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_sample->setMinimumContentsLength(10);
  for (const app::SampleInfo& s : app::sampleList()) {
    const Choice choice = splitChoice(s.title);
    m_sample->addItem(choice.name, s.id);
    const QString tip = QStringList{choice.explanation, s.credit}.join(QLatin1Char('\n')).trimmed();
    if (!tip.isEmpty()) m_sample->setItemData(m_sample->count() - 1, tip, Qt::ToolTipRole);
  }
  m_listedSamples = m_sample->count();
  m_open = new QPushButton(tr("Open image…"), this);
  m_open->setToolTip(
      tr("Open an image (%1); you can also drop a file on the window").arg(formatsForPeople()));
  m_channel = new QComboBox(this);
  m_channel->addItem(tr("luma (gray)"), static_cast<int>(ChannelPick::Luma));
  m_channel->addItem(tr("red"), static_cast<int>(ChannelPick::Red));
  m_channel->addItem(tr("green"), static_cast<int>(ChannelPick::Green));
  m_channel->addItem(tr("blue"), static_cast<int>(ChannelPick::Blue));
  m_size = new QComboBox(this);
  m_size->addItem(tr("as loaded"), 0);
  for (int side : {28, 64, 128, 256, 512, 1024, 2048, 4096})
    m_size->addItem(QStringLiteral("%1 px").arg(side), side);
  m_size->setToolTip(tr("Resample so the longer side has this many pixels (aspect kept)"));
  form->addRow(tr("Image:"), m_sample);
  form->addRow(QString(), m_open);
  form->addRow(tr("Channel:"), m_channel);
  form->addRow(tr("Size:"), m_size);
  layout->addLayout(form);
  m_status = new QLabel(this);
  m_status->setWordWrap(true);
  layout->addWidget(m_status);
  m_notes = new QLabel(this);
  m_notes->setWordWrap(true);
  m_notes->setObjectName(QStringLiteral("inputNotes"));
  m_notes->hide();
  layout->addWidget(m_notes);

  connect(m_sample, &QComboBox::activated, this, [this] {
    m_file.clear();
    emit requestChanged();
  });
  connect(m_open, &QPushButton::clicked, this, &InputPanel::openFileDialog);
  connect(m_channel, &QComboBox::activated, this, &InputPanel::requestChanged);
  connect(m_size, &QComboBox::activated, this, &InputPanel::requestChanged);
}

void InputPanel::bind(WorkbenchModel& model) {
  connect(this, &InputPanel::requestChanged, this,
          [this, &model] { model.setInputRequest(request()); });
  model.addViewer(this);
}

void InputPanel::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (!(now.request == before.request)) showRequest(now.request);
  if (now.load && now.load != before.load) setLoaded(*now.load);
}

InputRequest InputPanel::request() const {
  InputRequest r;
  r.source = m_file.isEmpty() ? m_sample->currentData().toString() : m_file;
  r.side = m_size->currentData().toInt();
  r.pick = static_cast<ChannelPick>(m_channel->currentData().toInt());
  return r;
}

void InputPanel::setSource(const QString& source) {
  showSource(source);
  emit requestChanged();
}

void InputPanel::showSource(const QString& source) {
  int index = m_sample->findData(source);
  const bool listed = index >= 0 && index < m_listedSamples;
  m_file = listed || app::isSampleSpec(source) ? QString() : source;
  if (!listed) {
    // A file, or a sample spec with a size ("checkerboard:40"): the combo's last item names it,
    // so the combo never keeps saying "Handwritten digit" for something else.
    if (m_sample->count() == m_listedSamples) m_sample->addItem(QString());
    index = m_listedSamples;
    const QString shown = m_file.isEmpty() ? source : QFileInfo(source).fileName();
    m_sample->setItemText(index, shown);
    m_sample->setItemData(index, source);
    m_sample->setItemData(index, source, Qt::ToolTipRole);
  }
  m_sample->setCurrentIndex(index);
}

void InputPanel::setSide(int side) {
  showSide(side);
  emit requestChanged();
}

void InputPanel::showSide(int side) {
  int index = m_size->findData(side);
  if (index < 0) {
    m_size->addItem(QStringLiteral("%1 px").arg(side), side);
    index = m_size->count() - 1;
  }
  m_size->setCurrentIndex(index);
}

void InputPanel::setPick(ChannelPick pick) {
  showPick(pick);
  emit requestChanged();
}

void InputPanel::showPick(ChannelPick pick) {
  m_channel->setCurrentIndex(m_channel->findData(static_cast<int>(pick)));
}

// The combos ask only when a person picks (activated), never when shown a value here.
void InputPanel::showRequest(const InputRequest& request) {
  showSource(request.source);
  showSide(request.side);
  showPick(request.pick);
}

void InputPanel::setLoaded(const LoadedInput& input) {
  showNotes(input);
  if (!input.status) {
    m_status->setStyleSheet(
        QStringLiteral("color: %1; font-weight: 600;").arg(colours::bad().name()));
    m_status->setText(QString::fromStdString(input.status.message));
    // A source that failed never sticks: the controls go back to the input still shown, so the
    // next size or channel change does not silently read the broken file again.
    if (!m_lastGood.source.isEmpty() && input.request.source != m_lastGood.source)
      showSource(m_lastGood.source);
    return;
  }
  m_lastGood = input.request;
  m_status->setStyleSheet(QStringLiteral("color: %1;").arg(colours::muted().name()));
  const QString name = m_file.isEmpty() ? m_sample->currentText() : QFileInfo(m_file).fileName();
  QString text =
      tr("%1: %2 × %3 px").arg(name).arg(input.channel->width).arg(input.channel->height);
  if (input.originalSize != QSize(input.channel->width, input.channel->height))
    text += tr(" (resampled from %1 × %2)")
                .arg(input.originalSize.width())
                .arg(input.originalSize.height());
  m_status->setText(text);
  m_channel->setEnabled(input.colour);
  m_channel->setToolTip(input.colour ? QString()
                                     : tr("This image is gray: every channel is the same"));
}

// What loading did that the picture does not show, each note on a line of its own. A note names
// the file by the path the loader was given; the panel names it as its status line does.
void InputPanel::showNotes(const LoadedInput& input) {
  QStringList lines;
  if (input.status) {
    const QString source = input.request.source;
    const QString path = app::shown(source);
    const QString name = QFileInfo(source).fileName();
    for (QString note : input.notes) {
      if (!name.isEmpty() && note.startsWith(path)) note.replace(0, path.size(), name);
      lines << note;
    }
  }
  m_notes->setText(lines.join(QLatin1Char('\n')));
  m_notes->setToolTip(input.notes.join(QLatin1Char('\n')));
  m_notes->setStyleSheet(QStringLiteral("color: %1;").arg(colours::muted().name()));
  m_notes->setVisible(!lines.isEmpty());
}

QString InputPanel::notesText() const {
  return m_notes->isHidden() ? QString() : m_notes->text();
}

void InputPanel::openFileDialog() {
  QStringList patterns;
  for (const QString& f : readableFormats()) patterns << QStringLiteral("*.") + f;
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open an image"), dialogStartFolder(),
      tr("Images (%1);;All files (*)").arg(patterns.join(QLatin1Char(' '))));
  if (path.isEmpty()) return;
  rememberDialogFolder(path);
  setSource(path);
}

}  // namespace convscope::gui
