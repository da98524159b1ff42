#include "sweep_types.h"

#include <algorithm>

#include "common/engine_table.h"

namespace convscope::speed {

QStringList cpuSeriesNames() {
  QStringList names;
  for (app::Engine engine : app::engines())
    if (engine->workbench && engine->side == app::EngineSide::Cpu) names << app::engineName(engine);
  return names;
}

QStringList seriesNames() {
  return cpuSeriesNames() + QStringList{QStringLiteral("layer-cpu"), QStringLiteral("gpu-kernel"),
                                        QStringLiteral("gpu-pageable"),
                                        QStringLiteral("gpu-pinned"),
                                        QStringLiteral("gpu-interop")};
}

QString sourceKey(SeriesSource source) {
  switch (source) {
    case SeriesSource::Measured:
      return QStringLiteral("measured");
    case SeriesSource::Recorded:
      return QStringLiteral("recorded");
    case SeriesSource::Model:
      return QStringLiteral("model");
  }
  return QStringLiteral("model");
}

void SweepResult::addNote(const app::Wording& note) {
  english.insert(note.shown(), note.english());
  if (!notes.contains(note.shown())) notes << note.shown();
}

QString SweepResult::label(const app::Wording& label) {
  english.insert(label.shown(), label.english());
  return label.shown();
}

const Row* SweepResult::find(int side, const QString& series) const {
  for (const Row& row : rows) {
    if (row.side == side && row.series == series) return &row;
  }
  return nullptr;
}

const SeriesInfo* SweepResult::info(const QString& name) const {
  for (const SeriesInfo& s : series) {
    if (s.series == name) return &s;
  }
  return nullptr;
}

QList<int> SweepResult::sides() const {
  QList<int> out;
  for (const Row& row : rows) {
    if (!out.contains(row.side)) out << row.side;
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace convscope::speed
