// Chapters 20 to 22: inside the kernel. The tiled kernel's shared-memory tile and its halo, the
// GPU's memories (where the filter's weights live, and shared memory's banks), and how a warp's
// addresses fall into 32-byte sectors by the block's shape. Every figure is counted from the
// addresses the kernels use (core's tile_loads.h and memory-access model), the same on every
// GPU; what a device measures is scripts/gpu_check.sh's. Their demos show the same counts live.
#include "lesson_text/chapters.h"

namespace convscope::lessons {

std::vector<Chapter> chaptersTwentyToTwentyTwo() {
  std::vector<Chapter> list;

  Chapter twenty;
  twenty.number = 20;
  twenty.title = {"Tiles and halos", "分块与光环"};
  twenty.body = {
      "<p>So far each <a href=\"term:thread\">thread</a> has read its nine input values from "
      "<a href=\"term:global\">global memory</a>, and its neighbours read most of them again: "
      "with this <b>naive</b> kernel a 16 × 16 <a href=\"term:block\">block</a> inside the "
      "image makes 16 × 16 × 9 = <b>2,304</b> loads.</p>"
      "<p>The <b>tiled</b> kernel first copies the block's input into "
      "<a href=\"term:shared\">shared memory</a>, a small fast memory on the chip that the "
      "block's threads share. 16 × 16 outputs need 18 × 18 inputs: the "
      "<a href=\"term:tile\">tile</a> plus a one-pixel ring around it, the "
      "<a href=\"term:halo\">halo</a>, which lies in the neighbouring blocks' areas too. That is "
      "<b>324</b> loads. A <a href=\"term:barrier\">barrier</a>, <code>__syncthreads()</code>, "
      "then holds every thread until all have written, and each reads its nine values from the "
      "tile: 2,304 / 324 = <b>7.1×</b> fewer global loads.</p>"
      "<p>On the right, one block's tile and halo on the input. A T × T tile makes (T + 2)² loads "
      "against 9T²: 5.8× fewer at 8 × 8, 8.0× at 32 × 32, nearer 9× (one load per weight) as the "
      "halo's share shrinks. But a bigger tile takes more shared memory, so fewer blocks fit on "
      "an <a href=\"term:sm\">SM</a>. Each tile row's load also starts on a 32-byte "
      "<a href=\"term:sector\">sector</a> (chapter 22): an 18-value row costs 4 sectors, not "
      "5.</p>"
      "<p>These counts are computed from the addresses, the same on every GPU: requests to the "
      "memory system. For one 3 × 3 filter the caches (L1, L2) already catch many of the naive "
      "kernel's repeated reads, so the measured gain is smaller than 7.1×; "
      "<code>scripts/gpu_check.sh</code> measures both kernels on a device.</p>",
      "<p>到目前为止，每个<a href=\"term:thread\">线程</a>都从<a href=\"term:global\">全局内存"
      "</a>读取自己的九个输入值，而相邻的线程会把其中大部分再读一遍：用这种<b>朴素</b>核函数，"
      "图像内部一个 16 × 16 的<a href=\"term:block\">线程块</a>要读 16 × 16 × 9 = "
      "<b>2,304</b> 次。</p>"
      "<p><b>分块</b>核函数先把线程块要用的输入复制到<a href=\"term:shared\">共享内存</a>："
      "芯片上一块又小又快、由同一线程块的线程共用的内存。算 16 × 16 个输出需要 18 × 18 个输入："
      "<a href=\"term:tile\">图块</a>本身，加上围在它外面一圈一像素宽的"
      "<a href=\"term:halo\">光环（halo）</a>，这一圈也在相邻线程块的区域里。这样只要读 "
      "<b>324</b> 次。接着，一道<a href=\"term:barrier\">屏障</a> <code>__syncthreads()</code> "
      "让每个线程等到所有线程都写完，然后每个线程从图块里读它的九个值：朴素核函数读全局内存的"
      "次数是分块核函数的 2,304 / 324 = <b>7.1 倍</b>。</p>"
      "<p>右边是一个线程块的图块和光环，画在输入图像上。T × T 的图块要读 (T + 2)² 次，"
      "朴素做法要读 9T² 次，两者之比在 8 × 8 时是 5.8，在 32 × 32 时是 8.0；图块越大，光环所占"
      "的比例越小，这个比就越接近 9（每个权重一次读取）。但图块越大，占用的共享内存越多，"
      "一个 <a href=\"term:sm\">SM</a> 上能同时放下的线程块就越少。另外，图块每一行的读取都从"
      "一个 32 字节的<a href=\"term:sector\">扇区</a>边界开始（见第 22 章）：一行 18 个值只要 "
      "4 个扇区，而不是 5 个。</p>"
      "<p>这些次数是根据地址算出来的，在任何 GPU 上都一样，数的是向内存系统发出的请求。对一个 "
      "3 × 3 卷积核来说，缓存（L1、L2）已经替朴素核函数接住了许多重复读取，所以实测的提速比 "
      "7.1 倍小；在有 GPU 的机器上，<code>scripts/gpu_check.sh</code> 会实测这两种核函数。</p>"};
  twenty.question = {
      "A 16 × 16 block with a 5 × 5 filter: how many loads does the tile need, and how many "
      "does the naive kernel make?",
      "一个 16 × 16 的线程块配一个 5 × 5 的卷积核：图块要读多少次？朴素核函数要读多少次？"};
  twenty.answer = {
      "The halo is now two pixels wide on every side: a 20 × 20 tile, 400 loads. The naive "
      "kernel makes 16 × 16 × 25 = 6,400, sixteen times as many. The larger the filter, the more "
      "the tile saves.",
      "现在光环每边宽两个像素：图块是 20 × 20，读 400 次。朴素核函数读 16 × 16 × 25 = 6,400 次，"
      "是图块的 16 倍。卷积核越大，分块省得越多。"};
  // A 96-wide photo: 6 × 6 blocks, the inner ones with a whole halo, every row on a sector.
  twenty.setup.image = QStringLiteral("camera");
  twenty.setup.side = 96;
  twenty.setup.kernel = QStringLiteral("sobel-x");
  twenty.setup.block = {16, 16};
  twenty.demo = Demo::Tiles;
  list.push_back(twenty);

  Chapter twentyOne;
  twentyOne.number = 21;
  twentyOne.title = {"Where the filter lives, and shared memory's banks",
                     "卷积核放在哪里，以及共享内存的存储体"};
  twentyOne.body = {
      "<p>A GPU has several memories, each trading size for speed. "
      "<a href=\"term:register\">Registers</a>: a thread's own few values, such as its running "
      "sum; the fastest. <a href=\"term:shared\">Shared memory</a>: on the chip, one block's; "
      "chapter 20's tile lives there. <a href=\"term:constant\">Constant memory</a>: 64 KiB, "
      "read-only; its cache serves all 32 threads of a <a href=\"term:warp\">warp</a> in one go "
      "when they read the same address. <a href=\"term:global\">Global memory</a>, the "
      "<a href=\"term:vram\">VRAM</a>: large, far and slow.</p>"
      "<p>The filter's nine <a href=\"term:weight\">weights</a> are that case: at every step all "
      "threads use the same weight. ConvScope passes them as a kernel parameter, which CUDA "
      "keeps in constant memory, so each weight is broadcast. Each launch carries its own nine "
      "numbers, so two windows running at once cannot mix up their filters (as they could with "
      "one <code>__constant__</code> array set by a separate call).</p>"
      "<p>Shared memory has 32 <a href=\"term:bank\">banks</a> of 4 bytes. A warp's 32 reads "
      "take one turn only if they fall in 32 different banks (or read the same word). A warp of "
      "a 16 × 16 block covers two rows of 16 threads. With tile rows 18 floats apart, the second "
      "row starts 18 words after the first, so two banks get two threads each: a 2-way "
      "<b>bank conflict</b>, every read takes two turns. Padding the rows to 48 floats (16 + 32) "
      "starts the second row 32 words on: thread t reads bank t, no conflict. On the right, the "
      "warp's banks with both strides. A 32-wide block needs no padding: a warp lies within one "
      "row.</p>",
      "<p>GPU 上有好几种存储，各自在容量和速度之间取舍。<a href=\"term:register\">寄存器</a>："
      "每个线程自己的几个值，比如它正在累加的和，最快。<a href=\"term:shared\">共享内存</a>："
      "在芯片上，归一个线程块所有，第 20 章的图块就放在这里。<a href=\"term:constant\">常量内存"
      "</a>：64 KiB，只读，带一个缓存：一个<a href=\"term:warp\">线程束</a>的 32 个线程读同一个"
      "地址时，它一次就能供给全部 32 个线程。<a href=\"term:global\">全局内存</a>，也就是"
      "<a href=\"term:vram\">显存</a>：很大，但又远又慢。</p>"
      "<p>卷积核的九个<a href=\"term:weight\">权重</a>正是这种情况：每一步，所有线程都用同一个"
      "权重。ConvScope 把它们作为核函数的参数传进去，而 CUDA 把参数放在常量内存里，所以每个"
      "权重都是广播出去的。每次启动都带着自己的九个数：两个窗口同时运行，也不会用错对方的卷积核；"
      "如果共用一个要另外调用来设置的 <code>__constant__</code> 数组，就可能用错。</p>"
      "<p>共享内存分成 32 个 4 字节宽的<a href=\"term:bank\">存储体</a>。一个线程束的 32 次读取"
      "只有落在 32 个不同的存储体里（或者都读同一个字）时，才能一轮完成。在 16 × 16 的线程块里，"
      "一个线程束覆盖两行，每行 16 个线程。如果图块的行与行相隔 18 个浮点数，第二行就比第一行晚 "
      "18 个字开始，于是有两个存储体各被两个线程读：这是 2 路<b>存储体冲突</b>，每次读取都要两轮。"
      "把行距补到 48 个浮点数（16 + 32），第二行正好晚 32 个字开始：线程 t 读存储体 t，没有冲突。"
      "右边是两种行距下这个线程束读的存储体。32 宽的线程块不需要补齐：它的线程束都在一行之内。"
      "</p>"};
  twentyOne.question = {
      "All 32 threads of a warp read the filter's centre weight at once: one read from constant "
      "memory. 32 threads reading 32 different addresses in constant memory: 32 reads. Why?",
      "一个线程束的 32 个线程同时读卷积核中心的权重，只要从常量内存读一次；32 个线程读常量内存里 "
      "32 个不同的地址，却要读 32 次。为什么？"};
  twentyOne.answer = {
      "The constant cache serves one address per turn and broadcasts it to every thread that "
      "asked for it; different addresses are served one after another. That is why constant "
      "memory suits the filter, which every thread reads at the same place, and not the image, "
      "where every thread reads its own pixel.",
      "常量内存的缓存每一轮只送出一个地址的值，并把它广播给所有要它的线程；不同的地址只能一个接"
      "一个地送。所以常量内存适合放卷积核（所有线程同时读同一个地方），不适合放图像"
      "（每个线程读自己的像素）。"};
  twentyOne.setup.image = QStringLiteral("camera");
  twentyOne.setup.side = 96;
  twentyOne.setup.kernel = QStringLiteral("sobel-x");
  twentyOne.setup.block = {16, 16};
  twentyOne.demo = Demo::FilterMemory;
  list.push_back(twentyOne);

  Chapter twentyTwo;
  twentyTwo.number = 22;
  twentyTwo.title = {"Coalescing and the block's shape", "合并访问与线程块形状"};
  twentyTwo.body = {
      "<p>A <a href=\"term:warp\">warp</a>'s 32 loads are one instruction, and the memory system "
      "serves them in 32-byte <a href=\"term:sector\">sectors</a> of 8 floats. When the 32 "
      "threads read 32 consecutive floats (128 bytes), that is 4 sectors and every byte moved is "
      "used: the loads are <a href=\"term:coalescing\">coalesced</a>.</p>"
      "<p>So the block's shape matters. On the right, one warp's addresses for the centre tap "
      "(the read under the filter's middle weight), on an image 1,024 pixels wide:<br>"
      "· 32 × 1: one row of 32, 4 sectors, <b>100 %</b> of the bytes used<br>"
      "· 16 × 16: two rows of 16, 2 + 2 = 4 sectors in two different 128-byte lines, still "
      "<b>100 %</b><br>"
      "· 1 × 32: one column, 32 different rows, 32 sectors: 1,024 bytes moved for 128 used, "
      "<b>12.5 %</b></p>"
      "<p>Even a 32 × 1 block loses a little on the left tap (x − 1): its 32 floats straddle a "
      "sector boundary, 5 sectors, 80 %. The rule: let <code>threadIdx.x</code> run along the "
      "image row, where addresses are consecutive. The shape changes nothing else: each thread "
      "still computes one pixel. These figures are computed from the addresses: what one load "
      "instruction asks of the memory system (the caches may keep the unused bytes for a later "
      "load).</p>"
      "<p>Nor does the shape change how the work grows. Doubling the image's side quadruples the "
      "pixels: the CPU's time, the kernel's and the copies' all grow about ×4 with them, while "
      "the launch's few microseconds stay the same.</p>",
      "<p>一个<a href=\"term:warp\">线程束</a>的 32 次读取是同一条指令，内存系统以 32 字节的"
      "<a href=\"term:sector\">扇区</a>为单位来送数据，一个扇区是 8 个浮点数。如果 32 个线程读的"
      "是 32 个连续的浮点数（128 字节），那就是 4 个扇区，搬来的每个字节都用上了：这样的读取是"
      "<a href=\"term:coalescing\">合并访问</a>。</p>"
      "<p>所以线程块的形状很重要。右边是一个线程束读卷积核中心那一格（中心抽头）时的地址，"
      "图像宽 1,024 像素：<br>"
      "· 32 × 1：一行 32 个，4 个扇区，字节利用率 <b>100 %</b><br>"
      "· 16 × 16：两行各 16 个，2 + 2 = 4 个扇区，分在两条不同的 128 字节缓存行里，仍是 "
      "<b>100 %</b><br>"
      "· 1 × 32：一列，32 个不同的行，32 个扇区：搬了 1,024 字节只用上 128 字节，"
      "<b>12.5 %</b></p>"
      "<p>即使是 32 × 1，读左边一格（x − 1）时也要吃点亏：32 个浮点数跨过一个扇区边界，要 5 个"
      "扇区，80 %。规则是：让 <code>threadIdx.x</code> 沿着图像的行走，那里的地址是连续的。"
      "形状不改变别的：每个线程仍然算一个像素。这些数是根据地址算出来的，是一条读取指令向内存"
      "系统要的量（没用上的字节可能留在缓存里，供后面的读取使用）。</p>"
      "<p>形状也不改变工作量随图像增长的方式：图像边长加倍，像素数就变成四倍，CPU、核函数和复制"
      "的时间都随之增长约 4 倍，只有启动的几微秒不变。</p>"};
  twentyTwo.question = {
      "A 1 × 32 block reads the centre tap: how many bytes move for its 128 useful bytes, and "
      "what fraction is used?",
      "1 × 32 的线程块读中心抽头：为了 128 个有用的字节，要搬多少字节？用上的比例是多少？"};
  twentyTwo.answer = {
      "32 sectors × 32 bytes = 1,024 bytes, of which 128 are used: 12.5 %. Each thread's float "
      "lies in a different row, so each needs a sector of its own; a 32 × 1 block moves 4 "
      "sectors, 128 bytes, all of them used.",
      "32 个扇区 × 32 字节 = 1,024 字节，其中只用上 128 字节：12.5 %。每个线程的浮点数在不同的"
      "行里，各要一个扇区；32 × 1 的线程块只搬 4 个扇区、128 字节，全都用上。"};
  // 1,024 wide, as the text's figures: every row starts on a sector, two rows are lines apart.
  twentyTwo.setup.image = QStringLiteral("camera");
  twentyTwo.setup.side = 1024;
  twentyTwo.setup.kernel = QStringLiteral("sobel-x");
  twentyTwo.demo = Demo::Coalescing;
  list.push_back(twentyTwo);

  return list;
}

}  // namespace convscope::lessons
